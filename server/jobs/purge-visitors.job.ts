import type { Db } from '../db/client';
import { purgeIdleVisitors } from '../features/accounts';
import type { Logger } from '../lib/logger';
import { every, type JobDefinition } from '../lib/job-definition';

export const PURGE_VISITORS_JOB = 'accounts.purge-visitors';

/** Privacy policy §3: a visitor's temporary account goes 90 days after its last use, checked hourly. */
export const purgeVisitorsJob = (db: Db, logger: Logger): JobDefinition => ({
  name: PURGE_VISITORS_JOB,
  periodic: { slot: every(3_600_000) },
  run: async ({ now }) => {
    const purged = await purgeIdleVisitors(db, now);
    if (purged > 0) logger.info('idle visitors deleted', { purged });
  },
});
