// Korean messages of the research brief (검색 결과 분석), as the write page's panel and /keyword show them.
export const messages = {
  unavailable: '검색 결과 분석을 지금은 사용할 수 없어요. 글쓰기는 그대로 할 수 있어요.',
  budgetExhausted: '오늘은 검색 결과 분석을 더 할 수 없어요. 내일 다시 이용해 주세요. 글쓰기는 그대로 할 수 있어요.',
  hourlyLimit: (max: number) => `검색 결과 분석은 한 시간에 ${max}번까지 새로 할 수 있어요. 잠시 후 다시 시도해 주세요.`,
  upstreamFailed: '네이버 검색 결과를 가져오지 못했어요. 잠시 후 다시 시도해 주세요.',
  busy: '다른 요청이 같은 키워드를 분석하고 있어요. 잠시 후 다시 시도해 주세요.',
  source: '네이버 검색 API(블로그·지식iN)의 결과예요. 통합검색 화면의 순서와는 다를 수 있어요.',
  subKeywordsVisitor: '연관 키워드와 월간 검색수는 로그인한 뒤 내 네이버 검색광고 API 키를 연결하면 볼 수 있어요.',
  subKeywordsNoKey: '연관 키워드와 월간 검색수는 네이버 약관상 회원님의 검색광고 API 키로만 조회할 수 있어요. 키워드 분석 화면에서 키를 연결해 주세요.',
  subKeywordsFailed: (reason: string) => `연관 키워드를 가져오지 못했어요: ${reason}`,
  subKeywordsNotAsked: '연관 키워드는 회원님의 검색광고 API 키로 따로 조회해요.',
  freshness: {
    favoursNew: (days: number) => `상위 글의 절반 이상이 최근 ${days}일 안에 쓰였어요. 새 글이 잘 올라오는 키워드예요.`,
    favoursOld: (days: number) => `상위 글의 절반 이상이 ${days}일보다 오래됐어요. 오래된 글이 자리를 지키는 편이라, 더 자세하고 정확해야 들어갈 수 있어요.`,
    unknown: '상위 글의 작성일을 알 수 없어요.',
  },
  crowding: {
    low: (docs: string, monthly: string) => `블로그 글 ${docs}개, 최근 30일 새 글 ${monthly}개로 경쟁이 낮은 편이에요. 잘 정리한 글이면 상위에 오를 여지가 있어요.`,
    medium: (docs: string, monthly: string) => `블로그 글 ${docs}개, 최근 30일 새 글 ${monthly}개로 경쟁이 보통이에요. 상위 글에 없는 내용을 더하면 해 볼 만해요.`,
    high: (docs: string, monthly: string) => `블로그 글 ${docs}개, 최근 30일 새 글 ${monthly}개로 경쟁이 치열해요. 더 좁은 세부 키워드를 함께 노려 보세요.`,
  },
} as const;
