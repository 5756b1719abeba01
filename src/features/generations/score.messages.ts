/** The content score on the write page and in history. */
export const scoreMessages = {
  title: '콘텐츠 점수',
  outOf: '/ 100',
  ready: '발행 준비 완료',
  notReady: '발행 전에 손볼 곳이 있어요',
  slotsLeft: (n: number) => `발행 전 채울 곳 ${n}개`,
  slotsHint: '본문에 노랗게 표시된 [직접 작성: …] 자리를 직접 겪은 내용으로 바꿔 주세요.',
  showItems: '점수 항목 보기',
  hideItems: '점수 항목 접기',
  items: '점수 항목',
  points: (got: number, possible: number) => `${got}/${possible}점`,
  status: { pass: '좋음', warn: '보완', fail: '부족' },
  live: '고치는 대로 다시 계산해요. 상위 글 제목·내 이전 글과의 비교는 글을 마친 때와 저장할 때 다시 해요.',
  checking: '상위 글 제목과 내 이전 글과 비교하는 중…',
  none: '이 글의 점수는 아직 없어요. 글을 고쳐 저장하면 매겨져요.',
  scoredAt: (when: string) => `${when} 저장 기준`,
} as const;
