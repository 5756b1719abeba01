import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../integrations/mail/mail-message';
import { enqueueJob } from './job-queue';
import type { Sealer } from './crypto';
import type { Logger } from './logger';

export const MAIL_RETRY_JOB = 'mail.retry';
// 30 s doubling: the last of 9 tries is about two hours after the first failure.
export const MAIL_RETRY_ATTEMPTS = 9;

export type MailQueueDeps = { db: Db; mailer: Mailer; sealer: Sealer; logger: Logger };

/**
 * Sends a mail now; when the mail server does not take it (down, refusing, timing out), keeps it in
 * the job queue, sealed because it carries sign-in links, and the job runner tries again with backoff.
 * The caller goes on either way: a sign-up is kept whether its mail left at once or later.
 */
export async function sendMailOrRetry({ db, mailer, sealer, logger }: MailQueueDeps, message: MailMessage) {
  try {
    await mailer.send(message);
    return { sent: true as const };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    logger.warn('mail not sent, will retry', { to: message.to, subject: message.subject, error });
    await enqueueJob(db, MAIL_RETRY_JOB, {
      payload: { sealed: sealer.seal(JSON.stringify(message)) },
      maxAttempts: MAIL_RETRY_ATTEMPTS,
      runAt: new Date(Date.now() + 30_000),
    });
    return { sent: false as const };
  }
}

/** Opens a queued mail (the job's payload) again. */
export function openQueuedMail(sealer: Sealer, payload: Record<string, unknown>): MailMessage {
  if (typeof payload.sealed !== 'string') throw new Error('mail job without a sealed message');
  return JSON.parse(sealer.open(payload.sealed)) as MailMessage;
}
