import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ABANDONED_SWEEP_JOB } from './abandoned-sweep.job';
import { startJobs } from './app-jobs';
import type { JobDefinition } from '../lib/job-definition';
import { enqueueJob } from '../lib/job-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deps = (schedulerEnabled: boolean) => ({
  db: t.db,
  env: { ...t.env, SCHEDULER_ENABLED: schedulerEnabled },
  llm: t.deps.llm,
  mailer: t.deps.mailer,
  sealer: t.deps.sealer,
  logger: createLogger('silent'),
});

describe('startJobs', () => {
  it('runs nothing on an instance with SCHEDULER_ENABLED=false, not even the start-up sweep', async () => {
    let runs = 0;
    const job: JobDefinition = { name: 'test.due', periodic: { slot: () => new Date(0), runOnStart: true }, run: async () => void runs++ };
    const id = await enqueueJob(t.db, 'test.due');
    const started = startJobs(deps(false), { jobs: [job], instanceId: 'disabled' });
    expect(started.runner).toBeNull();
    expect(started.scheduler).toBeUndefined();
    await sleep(300);
    expect(runs).toBe(0);
    expect(await t.db.select({ id: jobs.id, status: jobs.status }).from(jobs)).toEqual([{ id, status: 'pending' }]);
    await started.stop();
  });

  it('runs due jobs at start-up when SCHEDULER_ENABLED is on', async () => {
    let runs = 0;
    await enqueueJob(t.db, 'test.due');
    const started = startJobs(deps(true), { jobs: [{ name: 'test.due', run: async () => void runs++ }], instanceId: 'enabled' });
    await expect.poll(() => runs).toBe(1);
    await started.stop();
  });

  it('sweeps abandoned streams once at start-up, besides its five-minute slot', async () => {
    const started = startJobs(deps(true), { instanceId: 'sweeper' });
    const sweeps = async () => {
      const rows = await t.db.select({ key: jobs.key, status: jobs.status }).from(jobs).where(eq(jobs.name, ABANDONED_SWEEP_JOB));
      return rows.map((j) => `${j.key ? 'slot' : 'start-up'}:${j.status}`).sort();
    };
    await expect.poll(sweeps, { timeout: 10_000 }).toEqual(['slot:done', 'start-up:done']);
    await started.stop();
  });
});
