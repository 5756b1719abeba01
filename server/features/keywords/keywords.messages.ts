// Korean messages and source labels of keyword research (what /keyword shows).
export const messages = {
  listNotFound: '키워드 목록을 찾을 수 없습니다.',
  listLimit: (limit: number) => `키워드 목록은 ${limit}개까지 만들 수 있습니다.`,
  listFull: (limit: number) => `한 목록에는 키워드를 ${limit}개까지 담을 수 있습니다.`,
  documentsFailed: '문서 수를 가져오지 못했습니다.',
  documentsFailedBecause: (reason: string) => `문서 수를 가져오지 못했습니다: ${reason}`,
  documentsTopOnly: (limit: number) => `문서 수는 검색량 상위 ${limit}개 키워드만 조회합니다.`,
  openApiUnavailable: '지금은 네이버 문서 수와 검색 추이를 가져올 수 없어요. 서비스 관리자가 설정을 마치면 표시됩니다.',
  hubKeysMissing: '서버에 네이버 API HUB 키(NAVER_API_HUB_KEY_ID, NAVER_API_HUB_KEY)가 설정되지 않아 문서 수와 검색 추이를 표시할 수 없습니다.',
  legacyKeysMissing: '서버에 네이버 개발자센터 키(NAVER_CLIENT_ID, NAVER_CLIENT_SECRET)가 설정되지 않아 문서 수와 검색 추이를 표시할 수 없습니다.',
} as const;

/** Where each metric comes from, shown next to it. */
export const keywordSources = {
  volume: '네이버 검색광고 API (월간 검색수·클릭수·경쟁도)',
  documents: '네이버 검색 API (블로그·카페 문서 수)',
  trend: '네이버 데이터랩 검색어 트렌드 (기간 내 최고값 = 100, 저장하지 않음)',
} as const;
