import type { Db } from '../db/client';
import { purgeOldLookups } from '../features/keywords';
import { every, type JobDefinition } from '../lib/job-definition';

export const PURGE_LOOKUPS_JOB = 'keywords.purge-lookups';

/** Privacy policy §7: keyword lookups older than a day are deleted, once an hour. */
export const purgeLookupsJob = (db: Db): JobDefinition => ({
  name: PURGE_LOOKUPS_JOB,
  periodic: { slot: every(3_600_000) },
  run: ({ now }) => purgeOldLookups(db, now),
});
