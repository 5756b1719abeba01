import type { Db } from '../db/client';
import { purgeOldDeletions } from '../features/accounts';
import { every, type JobDefinition } from '../lib/job-definition';

export const PURGE_DELETIONS_JOB = 'accounts.purge-deletions';

/** Privacy policy §3: what is kept of a deleted account goes a year after deletion, checked hourly. */
export const purgeDeletionsJob = (db: Db): JobDefinition => ({
  name: PURGE_DELETIONS_JOB,
  periodic: { slot: every(3_600_000) },
  run: ({ now }) => purgeOldDeletions(db, now),
});
