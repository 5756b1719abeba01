/** Korean messages of the keyword report: API errors, the admin page, the send log and the unsubscribe page. */
export const reportMessages = {
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  reportNotFound: '리포트를 찾을 수 없습니다.',
  sendNotFound: '발송 기록을 찾을 수 없습니다.',
  subscriberNotFound: '회원을 찾을 수 없습니다.',
  previewFailed: '미리보기를 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  notConfigured: '서비스의 네이버 검색광고 API 키가 설정되지 않아 리포트를 만들 수 없습니다.',
  noDatalab: '검색 추이(데이터랩) 키가 설정되지 않아 상승 키워드는 생략했습니다.',
  unsubscribedTitle: '수신 거부가 완료되었습니다',
  unsubscribedBody: '더 이상 주간 키워드 리포트를 보내지 않습니다. 언제든 내 정보에서 다시 구독할 수 있어요.',
  badUnsubscribeTitle: '링크를 확인할 수 없습니다',
  badUnsubscribeBody: '이미 처리되었거나 올바르지 않은 수신 거부 링크입니다.',
  noCategories: '활성화된 카테고리가 없어 보낼 리포트가 없습니다. 관리자 페이지에서 카테고리를 추가하거나 켜 주세요.',
  noKeywords: '카테고리의 시드 키워드에서 연관 키워드를 찾지 못해 보낼 리포트가 없습니다.',
  skippedPrefix: '건너뜀: ',
  unsubscribed: '구독을 해지한 회원입니다.',
} as const;

// An AppError with this code means "nothing to send": the send is recorded as skipped, never retried.
export const REPORT_EMPTY = 'REPORT_EMPTY';
