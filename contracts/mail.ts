import { z } from 'zod';

// The mail-provider connection an admin makes on /zoho-oauth (MAIL_TRANSPORT=zoho).
export const MAIL_TRANSPORTS = { outbox: 'outbox 폴더 (.eml 파일)', smtp: 'SMTP', zoho: 'Zoho Mail API' } as const;
export type MailTransport = keyof typeof MAIL_TRANSPORTS;

export type MailStatus = {
  transport: MailTransport;
  zoho: {
    /** Settings the Zoho connection needs that are not set. */
    missing: string[];
    /** The address Zoho should send the admin back to (register it in Zoho's API console). */
    redirectUri: string;
    connected: boolean;
    email: string | null;
    connectedAt: string | null;
    /** The last failed token refresh or send, until a mail goes through again. */
    lastError: string | null;
    lastErrorAt: string | null;
  };
};

/** What Zoho hands back on /zoho-oauth, forwarded by the page. */
export const zohoCallbackInput = z.object({
  code: z.string().trim().min(1, 'Zoho가 인증 코드를 보내지 않았습니다. 다시 연결해주세요.').max(2000),
  state: z.string().trim().min(1, '연결 요청을 확인할 수 없습니다. 다시 연결해주세요.').max(200),
});
