import type { Db } from '../db/client';
import type { Logger } from './logger';
import { DEFAULT_MAX_ATTEMPTS, defaultBackoffMs, type JobDefinition, slotKey } from './job-definition';
import { isInstanceDead } from './instance';
import { claimJob, completeJob, type EnqueueOptions, enqueueJob, extendLease, failJob, type JobRow, leaseHolders } from './job-queue';

export const POLL_INTERVAL_MS = 30_000;
// Long enough that a slow database never costs a live runner its job; short enough that a crashed
// runner's job is taken over within minutes. The heartbeat renews it three times per lease.
export const LEASE_MS = 2 * 60_000;

export type JobRunner = {
  instanceId: string;
  /** Enqueues due periodic slots, then runs due jobs until none is left. */
  tick(): Promise<void>;
  /** A tick now, without waiting for the interval. */
  kick(): void;
  /** Adds a job of a registered kind (with its max attempts) and kicks. */
  enqueue(name: string, options?: EnqueueOptions): Promise<string | null>;
  /** No more ticks; resolves when the jobs running now have finished. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  db: Db;
  logger: Logger;
  instanceId: string;
  jobs: JobDefinition[];
  clock?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  /** Jobs run side by side on one instance, so a long mail run does not hold up the sweep. */
  concurrency?: number;
  autoStart?: boolean;
  /** Whether the instance holding a lease is provably gone (default: server/lib/instance.ts). */
  isDead?: (instanceId: string) => boolean;
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Every instance runs one; the jobs table decides who runs what, so each job runs once however many
 * instances poll, and survives restarts because all of its state is in the table.
 */
export function createJobRunner({
  db,
  logger,
  instanceId,
  jobs,
  clock = () => new Date(),
  pollMs = POLL_INTERVAL_MS,
  leaseMs = LEASE_MS,
  concurrency = 2,
  autoStart = true,
  isDead = isInstanceDead,
}: JobRunnerOptions): JobRunner {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const names = [...byName.keys()];
  // Slots this instance already offered: skips an INSERT that would only conflict.
  const offered = new Map<string, number>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const enqueue = async (name: string, options: EnqueueOptions = {}) => {
    const def = byName.get(name);
    if (!def) throw new Error(`unknown job: ${name}`);
    return enqueueJob(db, name, { runAt: clock(), maxAttempts: def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, ...options });
  };

  const offerSlots = async (now: Date) => {
    for (const def of jobs) {
      const slot = def.periodic?.slot(now);
      if (!slot || offered.get(def.name) === slot.getTime()) continue;
      const id = await enqueue(def.name, { key: slotKey(def.name, slot), runAt: slot, payload: { slot: slot.toISOString() } });
      if (id) logger.debug('periodic job enqueued', { job: def.name, slot: slot.toISOString() });
      offered.set(def.name, slot.getTime());
    }
  };

  const execute = async (job: JobRow, def: JobDefinition) => {
    const lost = new AbortController();
    const heartbeat = async () => {
      const kept = await extendLease(db, { id: job.id, owner: instanceId, until: new Date(clock().getTime() + leaseMs) });
      if (!kept && !lost.signal.aborted) {
        logger.warn('job lease lost', { job: job.name, id: job.id });
        lost.abort();
      }
    };
    const timer = setInterval(() => void heartbeat().catch(() => undefined), Math.max(1, Math.floor(leaseMs / 3)));
    timer.unref();
    try {
      await def.run({ id: job.id, payload: job.payload, attempt: job.attempts, now: clock(), heartbeat, signal: lost.signal });
      await completeJob(db, { id: job.id, owner: instanceId, now: clock() });
    } catch (err) {
      const now = clock();
      const retry = job.attempts < job.maxAttempts;
      const retryAt = retry ? new Date(now.getTime() + (def.backoffMs ?? defaultBackoffMs)(job.attempts)) : null;
      logger[retry ? 'warn' : 'error'](retry ? 'job failed, will retry' : 'job failed for good (dead letter)', { job: job.name, id: job.id, attempt: job.attempts, error: messageOf(err) });
      await failJob(db, { id: job.id, owner: instanceId, now, error: messageOf(err), retryAt });
    } finally {
      clearInterval(timer);
    }
  };

  const drain = async (deadOwners: string[]) => {
    while (!stopped) {
      const job = await claimJob(db, { names, owner: instanceId, now: clock(), leaseMs, deadOwners });
      if (!job) return;
      const def = byName.get(job.name) as JobDefinition;
      if (job.attempts > job.maxAttempts) {
        // Its last try took its runner down with it (the lease ran out): do not try again.
        await failJob(db, { id: job.id, owner: instanceId, now: clock(), error: 'lease expired on the last attempt', retryAt: null });
        continue;
      }
      await execute(job, def);
    }
  };

  const tick = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      // A job enqueued just after the drain found none would otherwise wait for the next poll.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await offerSlots(clock());
        // Jobs held by a runner that crashed on this machine are taken over now, not when their lease runs out.
        const deadOwners = (await leaseHolders(db, clock())).filter((o) => o !== instanceId && isDead(o));
        if (deadOwners.length) logger.info('taking over the jobs of a stopped instance', { instances: deadOwners });
        // allSettled, not all: when one drain fails, the tick (and stop()) still waits for the job the
        // other drain is running, instead of returning while it goes on.
        const drains = await Promise.allSettled(Array.from({ length: concurrency }, () => drain(deadOwners)));
        const failed = drains.find((d) => d.status === 'rejected');
        if (failed) throw failed.reason;
      } while (again && !stopped);
    })()
      .catch((err: unknown) => logger.error('job runner tick failed', { error: messageOf(err) }))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = autoStart ? setInterval(() => void tick(), pollMs) : undefined;
  timer?.unref();
  if (autoStart) {
    void (async () => {
      for (const def of jobs.filter((j) => j.periodic?.runOnStart)) await enqueue(def.name).catch((err: unknown) => logger.warn('start-up job not enqueued', { job: def.name, error: messageOf(err) }));
      await tick();
    })();
  }
  return {
    instanceId,
    tick,
    kick: () => void tick(),
    enqueue: async (name, options) => {
      const id = await enqueue(name, options);
      void tick();
      return id;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
