import { formatCount } from '@/lib/format-count';
/** Korean words of the research brief (검색 결과 분석) as the pages show it. */
export const messages = {
  documentCount: '블로그 문서 수',
  monthlyPublished: '월간 발행량',
  monthlyPublishedHint: '최근 30일 새 글',
  crowding: '경쟁 정도',
  crowdingLevel: { low: '낮음', medium: '보통', high: '치열' },
  freshness: '최신성',
  count: (n: number) => `${formatCount(n)}개`,
  publishedCount: (count: number, capped: boolean) => (capped ? '100+개' : `${formatCount(count)}개`),
  dates: (newest: string, median: string) => `가장 최근 글 ${newest} · 상위 글 중간 날짜 ${median}`,
  topPosts: '상위 블로그 글',
  topPostsNote: '네이버 검색 API의 관련도순 10개',
  noPosts: '블로그 글을 찾지 못했어요.',
  postMeta: (blogger: string, date: string | null) => (date ? `${blogger} · ${date}` : blogger),
  source: (source: string, when: string) => `출처: ${source} ${when} 조회.`,
  statsLabel: (keyword: string) => `“${keyword}” 검색 결과 요약`,
  missingSettings: (names: string) => `관리자 안내: 서버 설정 ${names} 값이 필요합니다.`,
} as const;
