import type { Mailer } from '../integrations/mail/mail-message';
import type { Sealer } from '../lib/crypto';
import { MAIL_RETRY_ATTEMPTS, MAIL_RETRY_JOB, openQueuedMail } from '../lib/mail-queue';
import type { JobDefinition } from '../lib/job-definition';

/** Sends a mail that could not leave at once (sendMailOrRetry queued it); a failure retries with backoff. */
export function mailRetryJob({ mailer, sealer }: { mailer: Mailer; sealer: Sealer }): JobDefinition {
  return {
    name: MAIL_RETRY_JOB,
    maxAttempts: MAIL_RETRY_ATTEMPTS,
    async run({ payload }) {
      await mailer.send(openQueuedMail(sealer, payload));
    },
  };
}
