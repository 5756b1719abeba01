import type { Db } from '../db/client';
import type { Env } from '../env';
import { settleStuckOrders, sweepVirtualAccounts, tossFor } from '../features/credits';
import type { Mailer } from '../integrations/mail/mail-message';
import type { Logger } from '../lib/logger';
import { every, type JobDefinition } from '../lib/job-definition';

export const PAYMENT_SWEEP_JOB = 'credits.payment-sweep';

/**
 * What Toss never tells us: virtual accounts past their due date expire (with a reminder mail a day
 * before), and confirms whose answer was lost are settled by asking Toss. Every 5 minutes.
 */
export const paymentSweepJob = (deps: { db: Db; env: Env; mailer: Mailer; logger: Logger }): JobDefinition => ({
  name: PAYMENT_SWEEP_JOB,
  periodic: { slot: every(5 * 60_000) },
  async run({ now }) {
    const swept = await sweepVirtualAccounts(deps.db, deps.mailer, now, deps.logger);
    const toss = tossFor(deps.env);
    const settled = toss ? await settleStuckOrders(deps.db, toss, now, deps.logger) : 0;
    if (swept.expired + swept.reminded + settled > 0) deps.logger.info('payment sweep', { ...swept, settled });
  },
});
