import type { Db } from '../db/client';
import { expireVips } from '../features/credits';
import type { Logger } from '../lib/logger';
import { every, type JobDefinition } from '../lib/job-definition';

export const VIP_EXPIRY_JOB = 'credits.vip-expiry';

/** VIP whose term has passed returns to normal; every 10 minutes, one instance per slot. */
export const vipExpiryJob = (deps: { db: Db; logger: Logger }): JobDefinition => ({
  name: VIP_EXPIRY_JOB,
  periodic: { slot: every(10 * 60_000), runOnStart: true },
  async run({ now }) {
    const expired = await expireVips(deps.db, now);
    if (expired > 0) deps.logger.info('vip terms expired', { count: expired });
  },
});
