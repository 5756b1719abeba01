import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { createLogger } from './logger';
import { openTestDatabase } from '../testing/test-db';
import { defaultBackoffMs, every, type JobDefinition } from './job-definition';
import { claimJob, completeJob, enqueueJob, failJob } from './job-queue';
import { createJobRunner, type JobRunnerOptions } from './job-runner';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const T = new Date('2026-11-23T00:00:00.000Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const runner = (instanceId: string, definitions: JobDefinition[], options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: database.db, logger: createLogger('silent'), instanceId, jobs: definitions, autoStart: false, ...options });
const rowOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('createJobRunner', () => {
  // On PGlite (one connection) the two runners' claims are serialised; CI runs this file on
  // PostgreSQL too, where they race for real.
  it('runs each job exactly once when two instances poll the same table', async () => {
    const ran: string[] = [];
    const job: JobDefinition = {
      name: 'test.count',
      async run({ payload }) {
        await sleep(2);
        ran.push(String(payload.n));
      },
    };
    for (let n = 0; n < 20; n++) await enqueueJob(database.db, 'test.count', { payload: { n } });
    const a = runner('instance-a', [job]);
    const b = runner('instance-b', [job]);
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(ran.sort()).toEqual(Array.from({ length: 20 }, (_, n) => String(n)).sort());
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('takes over a job whose runner crashed, once its lease has run out', async () => {
    let runs = 0;
    const job: JobDefinition = { name: 'test.crash', run: async () => void runs++ };
    const id = (await enqueueJob(database.db, 'test.crash', { runAt: T })) as string;
    // A runner claims it and dies without a word.
    expect(await claimJob(database.db, { names: ['test.crash'], owner: 'crashed', now: T, leaseMs: 1_000 })).toMatchObject({ id });
    let now = at(999);
    const survivor = runner('survivor', [job], { clock: () => now, leaseMs: 1_000 });
    await survivor.tick();
    expect(runs).toBe(0);
    now = at(1_001);
    await survivor.tick();
    expect(runs).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 2 });
    // The crashed runner coming back late changes nothing: the job is no longer its own.
    await failJob(database.db, { id, owner: 'crashed', now, error: 'late', retryAt: at(5_000) });
    expect(await rowOf(id)).toMatchObject({ status: 'done', lastError: null });
  });

  it('takes over at once a job whose runner is provably gone, and leaves a live holder alone', async () => {
    let runs = 0;
    const job: JobDefinition = { name: 'test.gone', run: async () => void runs++ };
    const gone = (await enqueueJob(database.db, 'test.gone', { runAt: T })) as string;
    expect(await claimJob(database.db, { names: ['test.gone'], owner: 'killed-process', now: T, leaseMs: 120_000 })).toMatchObject({ id: gone });
    const live = (await enqueueJob(database.db, 'test.gone', { runAt: T })) as string;
    expect(await claimJob(database.db, { names: ['test.gone'], owner: 'live-process', now: T, leaseMs: 120_000 })).toMatchObject({ id: live });
    // A second later, far inside both leases: only the dead holder's job is taken.
    const survivor = runner('survivor', [job], { clock: () => at(1_000), isDead: (owner) => owner === 'killed-process' });
    await survivor.tick();
    expect(runs).toBe(1);
    expect(await rowOf(gone)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await rowOf(live)).toMatchObject({ status: 'running', lockedBy: 'live-process', attempts: 1 });
  });

  it('keeps its lease while the handler runs, so no other instance takes the job', async () => {
    let otherRuns = 0;
    const slow: JobDefinition = { name: 'test.slow', run: async () => void (await sleep(1_500)) };
    const id = (await enqueueJob(database.db, 'test.slow')) as string;
    const holder = runner('holder', [slow], { leaseMs: 600 });
    const other = runner('other', [{ name: 'test.slow', run: async () => void otherRuns++ }], { leaseMs: 600 });
    const holding = holder.tick();
    await expect.poll(async () => (await rowOf(id))?.lockedBy).toBe('holder');
    const deadline = Date.now() + 1_200;
    while (Date.now() < deadline) {
      await other.tick();
      await sleep(100);
    }
    await holding;
    expect(otherRuns).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('extends the lease when the handler calls heartbeat', async () => {
    let now = T;
    let otherRuns = 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    let beat: () => Promise<void> = async () => undefined;
    const id = (await enqueueJob(database.db, 'test.beat', { runAt: T })) as string;
    const holder = runner('holder', [{ name: 'test.beat', run: (ctx) => ((beat = ctx.heartbeat), gate) }], { clock: () => now, leaseMs: 1_000 });
    const other = runner('other', [{ name: 'test.beat', run: async () => void otherRuns++ }], { clock: () => now, leaseMs: 1_000 });
    const holding = holder.tick();
    await expect.poll(async () => (await rowOf(id))?.status).toBe('running');
    now = at(800);
    await beat();
    expect((await rowOf(id))?.lockedUntil).toEqual(at(1_800));
    now = at(1_500);
    await other.tick();
    expect(otherRuns).toBe(0);
    release();
    await holding;
    expect(await rowOf(id)).toMatchObject({ status: 'done', lockedBy: null });
  });

  it('retries a failing job after its backoff, then leaves it in the dead letter', async () => {
    let runs = 0;
    const failing: JobDefinition = {
      name: 'test.fail',
      maxAttempts: 3,
      backoffMs: (attempt) => attempt * 1_000,
      run: async () => {
        runs++;
        throw new Error(`시도 ${runs} 실패`);
      },
    };
    const id = (await enqueueJob(database.db, 'test.fail', { runAt: T, maxAttempts: 3 })) as string;
    let now = T;
    const r = runner('retrier', [failing], { clock: () => now });
    const tickAt = async (ms: number) => {
      now = at(ms);
      await r.tick();
      return rowOf(id);
    };
    expect(await tickAt(0)).toMatchObject({ status: 'pending', attempts: 1, runAt: at(1_000), lastError: '시도 1 실패' });
    expect(await tickAt(999)).toMatchObject({ attempts: 1 });
    expect(await tickAt(1_000)).toMatchObject({ status: 'pending', attempts: 2, runAt: at(3_000) });
    expect(await tickAt(3_000)).toMatchObject({ status: 'dead', attempts: 3, lastError: '시도 3 실패', finishedAt: at(3_000) });
    await tickAt(100_000);
    expect(runs).toBe(3);
  });

  it('sends a job whose last attempt crashed its runner to the dead letter without running it again', async () => {
    let runs = 0;
    const id = (await enqueueJob(database.db, 'test.last', { runAt: T, maxAttempts: 1 })) as string;
    await claimJob(database.db, { names: ['test.last'], owner: 'crashed', now: T, leaseMs: 1_000 });
    await runner('next', [{ name: 'test.last', run: async () => void runs++ }], { clock: () => at(2_000), leaseMs: 1_000 }).tick();
    expect(runs).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'dead' });
  });

  it('waits 30 seconds after a first failure by default, doubling up to an hour', () => {
    expect([1, 2, 3, 20].map(defaultBackoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it('enqueues a periodic slot once, however many instances offer it', async () => {
    let runs = 0;
    const periodic: JobDefinition = { name: 'test.periodic', periodic: { slot: every(60_000) }, run: async () => void runs++ };
    let now = at(30_000);
    const instances = ['p1', 'p2', 'p3'].map((id) => runner(id, [periodic], { clock: () => now }));
    await Promise.all(instances.map((i) => i.tick()));
    await Promise.all(instances.map((i) => i.tick()));
    expect(runs).toBe(1);
    expect(await database.db.select({ key: jobs.key, runAt: jobs.runAt }).from(jobs)).toEqual([{ key: `test.periodic@${T.toISOString()}`, runAt: T }]);
    now = at(90_000);
    await Promise.all(instances.map((i) => i.tick()));
    expect(runs).toBe(2);
  });

  it('enqueues nothing while a periodic job has no slot due', async () => {
    const periodic: JobDefinition = { name: 'test.none', periodic: { slot: () => null }, run: async () => undefined };
    await runner('p', [periodic]).tick();
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('leaves jobs it has no handler for to the instances that do', async () => {
    const id = (await enqueueJob(database.db, 'test.unknown')) as string;
    await runner('old-version', [{ name: 'test.known', run: async () => undefined }]).tick();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    await completeJob(database.db, { id, owner: 'nobody', now: T });
    expect(await rowOf(id)).toMatchObject({ status: 'pending' });
  });
});
