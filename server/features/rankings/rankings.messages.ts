// Korean messages of rank tracking, fit to show a member.
export const rankMessages = {
  notFound: '순위를 추적 중인 글을 찾을 수 없습니다.',
  postNotFound: '내 생성 기록에서 그 글을 찾을 수 없습니다.',
  duplicate: '이미 같은 주소와 키워드로 순위를 추적하고 있습니다.',
  manualLimit: (limit: number) => `직접 추가한 주소는 회원 등급에 따라 ${limit}개까지 추적할 수 있습니다. 추적을 멈춘 주소를 정리하거나 등급을 올려 주세요.`,
  manualNotAllowed: '현재 회원 등급에서는 주소를 직접 추가해 순위를 추적할 수 없습니다.',
  checkNowLimit: (limit: number) => `'지금 확인'은 하루 ${limit}번까지 할 수 있습니다. 내일 다시 시도해 주세요.`,
  checkedToday: '이 글은 오늘 이미 확인했습니다. 네이버 검색 결과는 하루에 한 번 확인합니다.',
  notActive: '추적을 멈춘 글입니다. 다시 추적한 뒤 확인해 주세요.',
  ended: '추적 기간(180일)이 끝난 글은 다시 추적할 수 없습니다. 주소를 직접 추가해 주세요.',
  unavailable: '서버에 네이버 검색 API 키가 설정되지 않아 순위를 확인할 수 없습니다. 관리자에게 문의해 주세요.',
  testClockOff: '요청한 주소를 찾을 수 없습니다.',
} as const;
