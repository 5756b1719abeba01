import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HealthResponse } from '@contracts/health';

// A load balancer may poll /api/ready on every instance many times a second; one database round trip
// per second per instance is enough to notice an outage.
export const READY_PROBE_TTL_MS = 1000;
const lastGoodProbe = new WeakMap<Db, number>();
const probing = new WeakMap<Db, Promise<void>>();

async function probe(db: Db) {
  let running = probing.get(db);
  if (!running) {
    running = db
      .execute(sql`select 1`)
      .then(() => void lastGoodProbe.set(db, Date.now()))
      .finally(() => probing.delete(db));
    probing.set(db, running);
  }
  await running;
}

/** Liveness: the process answers HTTP. No database call, so a probe costs what a hello does. */
export function checkLiveness(info: { dbKind: DbKind; version: string }): HealthResponse {
  return { status: 'ok', db: info.dbKind, version: info.version };
}

/** Readiness: ok only when the database answered within the last second, so a broken instance is dropped. */
export async function checkReadiness(db: Db, info: { dbKind: DbKind; version: string }): Promise<HealthResponse> {
  if (Date.now() - (lastGoodProbe.get(db) ?? 0) >= READY_PROBE_TTL_MS) {
    try {
      await probe(db);
    } catch {
      throw new AppError('DB_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.', 503);
    }
  }
  return checkLiveness(info);
}
