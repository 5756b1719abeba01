import type { Db } from '../db/client';
import { every, type JobDefinition } from '../lib/job-definition';
import { purgeFinishedJobs } from '../lib/job-queue';

export const PURGE_JOBS_JOB = 'jobs.purge';
// Periodic slots add a few thousand rows a day; a day of them is enough to see what ran.
export const KEEP_DONE_MS = 24 * 3_600_000;
// Dead letters stay longer: someone has to notice and look at them.
export const KEEP_DEAD_MS = 30 * 24 * 3_600_000;

/** Deletes finished jobs once they are no longer worth a look. */
export const purgeJobsJob = (db: Db): JobDefinition => ({
  name: PURGE_JOBS_JOB,
  periodic: { slot: every(3_600_000) },
  async run({ now }) {
    await purgeFinishedJobs(db, { now, doneMs: KEEP_DONE_MS, deadMs: KEEP_DEAD_MS });
  },
});
