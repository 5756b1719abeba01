/** Every Korean word of the data export card on the profile page, in one place. */
export const messages = {
  dataExportTitle: '내 데이터 내려받기',
  dataExportDescription: '회원 정보, 동의 기록, 작성한 글(Markdown), 프롬프트, 키워드 목록, 크레딧 내역을 ZIP 파일 하나로 받습니다.',
  dataExportButton: 'ZIP으로 내려받기',
} as const;
