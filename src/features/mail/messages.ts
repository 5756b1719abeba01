import { MAIL_TRANSPORTS, type MailTransport } from '@contracts/mail';

// Korean strings of /zoho-oauth.
export const messages = {
  finishing: 'Zoho Mail 연결을 마무리하는 중…',
  connectedTitle: 'Zoho Mail이 연결되었습니다',
  connectedBody: (email: string) => `이제 리포트와 알림 메일은 ${email} 계정으로 Zoho Mail을 통해 발송됩니다.`,
  failedTitle: 'Zoho Mail을 연결하지 못했습니다',
  denied: 'Zoho에서 연결을 허용하지 않았습니다. 다시 연결하려면 아래 버튼을 눌러주세요.',
  transport: (t: MailTransport) => `현재 발송 방식: ${MAIL_TRANSPORTS[t]}`,
  notZoho: 'MAIL_TRANSPORT 가 zoho 가 아니어서 Zoho 연결은 쓰이지 않습니다. Zoho Mail로 보내려면 MAIL_TRANSPORT=zoho 로 설정한 뒤 서버를 다시 시작하세요.',
  missing: (names: string[]) => `서버에 ${names.join(', ')} 설정이 없습니다.`,
  account: '연결된 계정',
  notConnected: '아직 연결된 Zoho 계정이 없습니다. 그동안 메일은 outbox 폴더에 저장됩니다.',
  connectedAt: (date: string) => `${date} 연결`,
  lastErrorTitle: '최근 발송 문제',
  redirectHint: (uri: string) => `Zoho API 콘솔에 리디렉션 URI로 ${uri} 를 등록해야 합니다.`,
  connect: 'Zoho Mail 연결하기',
  reconnect: '다시 연결하기',
  disconnect: '연결 해제',
  disconnectConfirm: 'Zoho Mail 연결을 해제할까요? 해제하면 메일은 outbox 폴더에 저장됩니다.',
  disconnected: 'Zoho Mail 연결을 해제했습니다',
  startFailed: 'Zoho 연결을 시작하지 못했습니다',
} as const;
