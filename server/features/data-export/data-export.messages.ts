// Korean messages of the data export, in one place so the wording is easy to check.
export const dataExportMessages = {
  memberNotFound: '회원 정보를 찾을 수 없습니다.',
} as const;
