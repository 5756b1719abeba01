import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = { id: string; name: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };
export type EnqueueOptions = { payload?: Record<string, unknown>; key?: string; runAt?: Date; maxAttempts?: number };

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Adds a job. With a `key`, a second enqueue of the same key adds nothing (the unique index lets
 * exactly one INSERT win, whatever the number of instances) and returns null.
 */
export async function enqueueJob(db: Db, name: string, { payload = {}, key, runAt = new Date(), maxAttempts = 5 }: EnqueueOptions = {}) {
  const [row] = await db
    .insert(jobs)
    .values({ id: randomUUID(), name, key: key ?? null, payload, runAt, maxAttempts })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims one due job among `names` for `leaseMs`: a pending job whose time has come, or a running one
 * whose lease ran out (its runner crashed or hung) or whose runner is among `deadOwners`. The conditional
 * UPDATE … SKIP LOCKED means two instances never take the same row. Each claim counts as an attempt, so a
 * job that keeps crashing its runner still reaches its dead letter.
 */
export async function claimJob(
  db: Db,
  { names, owner, now, leaseMs, deadOwners = [] }: { names: string[]; owner: string; now: Date; leaseMs: number; deadOwners?: string[] },
) {
  if (!names.length) return null;
  // A running job whose runner is provably gone (server/lib/instance.ts) is taken over without waiting out its lease.
  const orphaned = deadOwners.length ? sql` or (status = 'running' and locked_by in (${sql.join(deadOwners.map((o) => sql`${o}`), sql`, `)}))` : sql``;
  // `id = (…)`, not `id in (…)`: a scalar subquery runs once, while PostgreSQL may plan an IN as a join that
  // runs the locking subquery again per row, so one claim could mark several jobs running and return them
  // all, of which the runner ran the first: the others would stay 'running' until their lease ran out.
  const [row] = await queryRows<{ id: string; name: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${owner}, locked_until = ${iso(new Date(now.getTime() + leaseMs))}
        where id = (
          select id from jobs
          where name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
            and ((status = 'pending' and run_at <= ${iso(now)}) or (status = 'running' and locked_until < ${iso(now)})${orphaned})
          order by run_at limit 1 for update skip locked)
        returning id, name, payload, attempts, max_attempts`,
  );
  return row ? ({ id: row.id, name: row.name, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts } satisfies JobRow) : null;
}

/** The heartbeat: pushes the lease on. False when the job is no longer this owner's (lease lost). */
export async function extendLease(db: Db, { id, owner, until }: { id: string; owner: string; until: Date }) {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

const mine = (id: string, owner: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, owner), eq(jobs.status, 'running'));

export async function completeJob(db: Db, { id, owner, now }: { id: string; owner: string; now: Date }) {
  await db.update(jobs).set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null }).where(mine(id, owner));
}

/** A failed attempt: back to pending after `retryAt`, or the dead letter when there is none. */
export async function failJob(db: Db, { id, owner, now, error, retryAt }: { id: string; owner: string; now: Date; error: string; retryAt: Date | null }) {
  const lastError = error.slice(0, 1000);
  const set = retryAt
    ? { status: 'pending', runAt: retryAt, lockedBy: null, lockedUntil: null, lastError }
    : { status: 'dead', finishedAt: now, lockedBy: null, lockedUntil: null, lastError };
  await db.update(jobs).set(set).where(mine(id, owner));
}

/** Finished jobs are kept for a look, then deleted: done ones after `doneMs`, dead letters after `deadMs`. */
export async function purgeFinishedJobs(db: Db, { now, doneMs, deadMs }: { now: Date; doneMs: number; deadMs: number }) {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - doneMs))),
        and(eq(jobs.status, 'dead'), lt(jobs.finishedAt, new Date(now.getTime() - deadMs))),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** The instances holding a running job whose lease has not run out yet. */
export async function leaseHolders(db: Db, now: Date): Promise<string[]> {
  const rows = await queryRows<{ locked_by: string | null }>(
    db,
    sql`select distinct locked_by from jobs where status = 'running' and locked_until >= ${iso(now)} and locked_by is not null`,
  );
  return rows.map((r) => r.locked_by).filter((o): o is string => Boolean(o));
}
