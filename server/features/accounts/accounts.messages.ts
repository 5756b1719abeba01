// Korean messages the accounts endpoints send (spec §8 where it gives them).
export const messages = {
  noVisitor: '방문자 정보를 확인할 수 없습니다. 페이지를 새로고침해주세요.',
  accountNotFound: '계정을 찾을 수 없음',
  resetRequestFailed: '비밀번호 재설정 요청에 실패했습니다. 다시 시도해주세요.',
  resetTokenInvalid: '재설정 링크가 만료되었거나 올바르지 않습니다. 비밀번호 재설정을 다시 요청해주세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  consentRequired: '서비스 이용약관, 개인정보처리방침, 이메일 수신에 모두 동의해주세요.',
  consentNotNeeded: '이미 약관에 동의한 계정입니다.',
  consentFirst: '약관에 동의한 뒤 이용할 수 있습니다.',
  deleteUserNotFound: '사용자 ID를 찾을 수 없습니다.',
  deleteFailed: '계정 삭제 중 오류가 발생했습니다.',
  deleted: '회원 탈퇴가 완료되었습니다.',
  checkDeletedFailed: '이메일 확인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  googleUnavailable: '구글 로그인이 준비 중입니다.',
} as const;
