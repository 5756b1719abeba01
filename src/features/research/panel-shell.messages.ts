/** The write page's '검색 결과 분석' panel as it first paints: its heading, fold and empty state (in the first bundle). */
export const panelShellMessages = {
  title: '검색 결과 분석',
  open: '펼치기',
  fold: '접기',
  empty: '메인 키워드를 입력하면 네이버 상위 글과 사람들이 묻는 질문을 보여 드려요. 글쓰기는 분석을 기다리지 않아요.',
  loading: '네이버 검색 결과를 분석하고 있어요…',
  picked: (questions: number, topics: number) => `질문 ${questions}개 · 주제 ${topics}개 선택`,
} as const;
