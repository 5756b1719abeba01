// The account words every page's shell shows (a logout, a verified address, the welcome bonus): apart from messages.ts,
// whose account screens' words (≈ 4 KB) the first bundle would otherwise carry on every page.
export const sessionWords = {
  logoutTitle: '로그아웃되었습니다',
  verifiedTitle: '이메일 인증 완료',
  verifiedDescription: '이메일 주소가 인증되어 로그인했습니다.',
  verifiedWithBonus: '이메일 주소가 인증되어 로그인했습니다. 가입 축하 크레딧도 지급되었어요.',
  welcomeBonusTitle: '가입 축하 크레딧',
};
