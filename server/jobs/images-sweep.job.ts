import type { Db } from '../db/client';
import type { Env } from '../env';
import { sweepImages } from '../features/images';
import { createFileStorage } from '../integrations/storage/storage-driver';
import { every, type JobDefinition } from '../lib/job-definition';

export const IMAGES_SWEEP_JOB = 'images.sweep';

/** Every 10 minutes: refunds AI images stuck pending (three time limits old) and drops uploads unused for a day. */
export const imagesSweepJob = (db: Db, env: Env): JobDefinition => {
  const storage = createFileStorage(env);
  return {
    name: IMAGES_SWEEP_JOB,
    periodic: { slot: every(600_000) },
    run: async ({ now }) => {
      await sweepImages({ db, storage }, { now, pendingCutoffMs: env.IMAGE_TIMEOUT_MS * 3 });
    },
  };
};
