/** Korean messages of the keyword report that the admin page and the send log show. */
export const reportMessages = {
  noCategories: '활성화된 카테고리가 없어 보낼 리포트가 없습니다. 관리자 페이지에서 카테고리를 추가하거나 켜 주세요.',
  noKeywords: '카테고리의 시드 키워드에서 연관 키워드를 찾지 못해 보낼 리포트가 없습니다.',
  skippedPrefix: '건너뜀: ',
  unsubscribed: '구독을 해지한 회원입니다.',
} as const;

// An AppError with this code means "nothing to send": the send is recorded as skipped, never retried.
export const REPORT_EMPTY = 'REPORT_EMPTY';
