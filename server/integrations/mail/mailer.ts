import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { AdapterLog } from '../adapter-log';
import type { Mailer, MailTransport } from './mail-message';
import { createZohoMailer, type ZohoMailerDeps } from './zoho-mailer';

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type TransportOptions = { url: string; connectionTimeout: number; greetingTimeout: number; socketTimeout: number } | { streamTransport: true; buffer: true; newline: 'windows' };

/** A nodemailer transport made on the first mail: nodemailer is not loaded (a few MB) by a server that sends none. */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

export type MailerConfig = { transport?: MailTransport | undefined; smtpUrl?: string | undefined; from: string; dataDir: string };

/** MAIL_TRANSPORT, or today's default when it is unset: SMTP when SMTP_URL is set, else the outbox. */
export const mailTransportOf = (config: Pick<MailerConfig, 'transport' | 'smtpUrl'>): MailTransport => config.transport ?? (config.smtpUrl ? 'smtp' : 'outbox');

/**
 * Sends over SMTP (MAIL_TRANSPORT=smtp, or SMTP_URL set), through Zoho Mail's API (zoho: the account an
 * admin connected, the outbox when it cannot), or writes each mail as an RFC 822 `.eml` file into
 * DATA_DIR/outbox/ (any mail client opens it) and logs its links, so sign-up works offline.
 */
export function createMailer(config: MailerConfig, logger: AdapterLog, zoho?: Omit<ZohoMailerDeps, 'outbox' | 'logger'>): Mailer {
  const transport = mailTransportOf(config);
  if (transport === 'zoho' && zoho) return createZohoMailer({ ...zoho, outbox: createOutbox(config, logger), logger });
  if (transport === 'smtp' && config.smtpUrl) {
    // A mail server that accepts the connection and then says nothing must not hold a sign-up for
    // nodemailer's default minutes: the mail is queued for a retry instead (sendMailOrRetry).
    const transport = lazyTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await (await transport()).sendMail({ from: config.from, ...message });
        logger.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
        return { messageId: info.messageId };
      },
    };
  }
  return createOutbox(config, logger);
}

/** Writes each mail as an `.eml` file into DATA_DIR/outbox/ and logs its links. */
export function createOutbox(config: Pick<MailerConfig, 'from' | 'dataDir'>, logger: AdapterLog): Mailer {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from: config.from, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info('mail written to outbox', { to: message.to, subject: message.subject, file, links: message.links });
      return { messageId: info.messageId, file };
    },
  };
}
