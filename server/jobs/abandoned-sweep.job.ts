import type { Db } from '../db/client';
import { settleAbandonedGenerations } from '../features/generations';
import type { Logger } from '../lib/logger';
import { every, type JobDefinition } from '../lib/job-definition';

export const ABANDONED_SWEEP_JOB = 'generations.abandoned-sweep';
export const ABANDONED_SWEEP_EVERY_MS = 5 * 60_000;
// A live stream ends within LLM_TIMEOUT_MS; this margin covers settling and clock skew between instances.
const MARGIN_MS = 2 * 60_000;

/**
 * Refunds posts left `streaming` by a process that stopped or crashed mid-stream: every five minutes,
 * and once when an instance starts. Repeatable: each row is settled once, under a row lock.
 */
export function abandonedSweepJob({ db, logger, timeoutMs }: { db: Db; logger: Logger; timeoutMs: number }): JobDefinition {
  return {
    name: ABANDONED_SWEEP_JOB,
    maxAttempts: 1,
    periodic: { slot: every(ABANDONED_SWEEP_EVERY_MS), runOnStart: true },
    async run({ now }) {
      const settled = await settleAbandonedGenerations(db, new Date(now.getTime() - timeoutMs - MARGIN_MS));
      if (settled > 0) logger.info('abandoned generations refunded', { settled });
    },
  };
}
