import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, type DbKind, MIGRATIONS_DIR, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withinTime } from '../../lib/within-time';
import type { HealthResponse } from '@contracts/health';
import { healthMessages } from './health.messages';

// A load balancer may poll /api/ready on every instance many times a second; one round of checks per
// second per instance is enough to notice an outage.
export const READY_PROBE_TTL_MS = 1000;
// A database that has gone away can hold a query for a long time: a pooled connection waits its turn for up
// to 10 s behind requests that still hold theirs. Readiness says 503 after this long instead of hanging.
export const READY_DB_TIMEOUT_MS = 2000;
const lastGoodProbe = new WeakMap<Db, number>();
const probing = new WeakMap<Db, Promise<void>>();
const migrated = new WeakSet<Db>();

export type ReadinessOptions = { dbKind: DbKind; version: string; maxJobLagMs: number; migrationsDir?: string; dbTimeoutMs?: number };

/** The newest migration this code ships (drizzle records each applied one by its folder time). */
function newestShippedMigration(dir: string): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** True when the database has every migration this code ships; once true it stays true for this process. */
async function migrationsApplied(db: Db, dir: string) {
  if (migrated.has(db)) return true;
  const [row] = await queryRows<{ newest: string | number | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const ok = Number(row?.newest ?? 0) >= newestShippedMigration(dir);
  if (ok) migrated.add(db);
  return ok;
}

/** How long the most overdue job has waited: a pending job past its time, or a running one whose lease ran out. */
export async function jobLagMs(db: Db): Promise<number> {
  const [row] = await queryRows<{ lag_ms: string | number | null }>(
    db,
    sql`select extract(epoch from (now() - min(case when status = 'pending' then run_at else locked_until end))) * 1000 as lag_ms
        from jobs where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())`,
  );
  return Math.max(0, Number(row?.lag_ms ?? 0));
}

/** `select 1`, or false when it fails or has not answered within `ms`. */
async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return (await withinTime(answered, ms)) ?? false;
}

async function probe(db: Db, options: ReadinessOptions) {
  if (!(await databaseAnswers(db, options.dbTimeoutMs ?? READY_DB_TIMEOUT_MS))) {
    throw new AppError('DB_UNAVAILABLE', healthMessages.dbUnavailable, 503);
  }
  if (!(await migrationsApplied(db, options.migrationsDir ?? MIGRATIONS_DIR))) {
    throw new AppError('MIGRATIONS_PENDING', healthMessages.migrationsPending, 503);
  }
  if (options.maxJobLagMs > 0 && (await jobLagMs(db)) > options.maxJobLagMs) {
    throw new AppError('JOBS_LAGGING', healthMessages.jobsLagging, 503);
  }
  lastGoodProbe.set(db, Date.now());
}

/** Liveness: the process answers HTTP. No database call, so a probe costs what a hello does. */
export function checkLiveness(info: { dbKind: DbKind; version: string }): HealthResponse {
  return { status: 'ok', db: info.dbKind, version: info.version };
}

/**
 * Readiness: ok only when, within the last second, the database answered, it holds every migration
 * this code ships, and no due job has waited longer than READY_MAX_JOB_LAG_SECONDS (0: not checked).
 */
export async function checkReadiness(db: Db, options: ReadinessOptions): Promise<HealthResponse> {
  if (Date.now() - (lastGoodProbe.get(db) ?? 0) >= READY_PROBE_TTL_MS) {
    let running = probing.get(db);
    if (!running) {
      running = probe(db, options).finally(() => probing.delete(db));
      probing.set(db, running);
    }
    await running;
  }
  return checkLiveness(options);
}
