// Korean messages of the mail-provider connection (/zoho-oauth).
export const messages = {
  notZoho: 'MAIL_TRANSPORT 가 zoho 로 설정되어 있지 않아 Zoho Mail을 연결할 수 없습니다.',
  missingSettings: (missing: string[]) => `서버에 ${missing.join(', ')} 설정이 없어 Zoho Mail을 연결할 수 없습니다.`,
  stateMismatch: '연결 요청이 만료되었거나 다른 브라우저에서 시작되었습니다. 이 화면에서 다시 연결해주세요.',
  zohoRefused: 'Zoho가 인증 코드를 받아들이지 않았습니다. 코드가 만료되었을 수 있으니 다시 연결해주세요.',
  zohoUnavailable: 'Zoho에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
