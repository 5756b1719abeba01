import type { AdapterLog } from '../adapter-log';
import type { Mailer, MailMessage, SentMail } from './mail-message';
import { type ZohoClient, ZohoError } from './zoho-client';

/** The account an admin connected: its refresh token (opened from its sealed form), id and address. */
export type ZohoConnection = { refreshToken: string; accountId: string; email: string; failing: boolean };

/** Where the connection lives (the database, sealed) and where admins read that it failed. */
export type ZohoConnectionStore = {
  load(): Promise<ZohoConnection | null>;
  recordFailure(message: string): Promise<void>;
  clearFailure(): Promise<void>;
};

export type ZohoMailerDeps = { client: ZohoClient; store: ZohoConnectionStore; outbox: Mailer; logger: AdapterLog };

/** Korean notes for admins (shown on /zoho-oauth) when Zoho could not send. */
export const zohoFailureMessages = {
  refresh: 'Zoho 액세스 토큰을 갱신하지 못했습니다. 연결이 해제되었거나 권한이 취소되었을 수 있으니 다시 연결해주세요. 그동안 메일은 outbox 폴더에 저장됩니다.',
  send: 'Zoho Mail로 메일을 보내지 못했습니다. 그동안 메일은 outbox 폴더에 저장됩니다.',
} as const;

/** Refreshes this long before Zoho's expiry (an hour), so a token never expires mid-send. */
const EARLY_REFRESH_S = 120;

/**
 * Sends through Zoho Mail's send-message API as the connected account. When Zoho cannot be used (not
 * connected, a refused token refresh, a failed send) the mail goes to the outbox instead, so nothing is
 * lost, and the failure is recorded for admins; the next success clears it.
 */
export function createZohoMailer({ client, store, outbox, logger }: ZohoMailerDeps): Mailer {
  let cached: { refreshToken: string; accessToken: string; expiresAt: number } | null = null;

  async function accessToken(connection: ZohoConnection, fresh: boolean) {
    if (!fresh && cached && cached.refreshToken === connection.refreshToken && cached.expiresAt > Date.now()) return cached.accessToken;
    const tokens = await client.refreshAccessToken(connection.refreshToken);
    cached = {
      refreshToken: connection.refreshToken,
      accessToken: tokens.accessToken,
      expiresAt: Date.now() + Math.max(0, tokens.expiresInS - EARLY_REFRESH_S) * 1000,
    };
    return tokens.accessToken;
  }

  async function fallBack(message: MailMessage, note: string, error: unknown): Promise<SentMail> {
    logger.error('zoho mail failed; mail kept in the outbox', { to: message.to, subject: message.subject, error: error instanceof Error ? error.message : String(error) });
    await store.recordFailure(note).catch((err: unknown) => logger.error('could not record the zoho failure', { error: String(err) }));
    return outbox.send(message);
  }

  return {
    kind: 'zoho',
    async send(message) {
      let connection: ZohoConnection | null;
      try {
        connection = await store.load();
      } catch (error) {
        // The sealed token cannot be opened (the key changed) or the database did not answer: keep the mail.
        return fallBack(message, zohoFailureMessages.refresh, error);
      }
      if (!connection) {
        logger.warn('MAIL_TRANSPORT=zoho but no Zoho account is connected (admin: /zoho-oauth); mail kept in the outbox', { to: message.to });
        return outbox.send(message);
      }
      const mail = { fromAddress: connection.email, toAddress: message.to, subject: message.subject, content: message.html };
      const refreshed = async (fresh: boolean) => {
        try {
          return await accessToken(connection, fresh);
        } catch (error) {
          cached = null;
          return { error };
        }
      };
      let token = await refreshed(false);
      if (typeof token !== 'string') return fallBack(message, zohoFailureMessages.refresh, token.error);
      let sent: { messageId: string };
      try {
        sent = await client.sendMessage(token, connection.accountId, mail);
      } catch (error) {
        // A refused access token (revoked, expired early) gets one fresh one; a refused refresh is the admin's to fix.
        if (!(error instanceof ZohoError && error.kind === 'AUTH')) return fallBack(message, zohoFailureMessages.send, error);
        token = await refreshed(true);
        if (typeof token !== 'string') return fallBack(message, zohoFailureMessages.refresh, token.error);
        try {
          sent = await client.sendMessage(token, connection.accountId, mail);
        } catch (again) {
          return fallBack(message, zohoFailureMessages.send, again);
        }
      }
      if (connection.failing) await store.clearFailure();
      logger.info('mail sent through zoho', { to: message.to, subject: message.subject, messageId: sent.messageId });
      return { messageId: sent.messageId };
    },
  };
}
