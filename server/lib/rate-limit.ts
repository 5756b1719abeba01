import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { AppError } from './app-error';

export type RateRule = { windowMs: number; max: number };

/** A window of n minutes, in the milliseconds a RateRule counts. */
export const minutes = (n: number) => n * 60_000;

export const TOO_MANY_REQUESTS_MESSAGE = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';

/**
 * Counts one request against `key` in a fixed window kept in the database (one atomic upsert),
 * so the limit holds across every server instance. Throws 429 once the window is full.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, now = Date.now(), message = TOO_MANY_REQUESTS_MESSAGE) {
  const row = await countEvent(db, key, rule, now);
  if (row.count > rule.max) {
    const retryAfterS = Math.max(1, Math.ceil((row.windowStartedAt + rule.windowMs - now) / 1000));
    throw new RateLimitError(retryAfterS, message);
  }
}

// A key carries what the client sent (an email, say); one too long for a B-tree index row made the upsert
// fail with a 500 (found by the fuzz gate), so a long key is stored as its hash: same key, same row.
const MAX_KEY_LENGTH = 200;
const storedKey = (key: string) => (key.length > MAX_KEY_LENGTH ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key);

// Rows get a fresh id: only `key` may decide that two requests share a row. With id = key, two requests
// creating the same row at once on PostgreSQL collided on the primary key (a 500) before `on conflict
// (key)` could turn the second into an update.

/** Adds one event to `key`'s current window (one atomic upsert) and returns the window's count. */
export async function countEvent(db: Db, rawKey: string, rule: Pick<RateRule, 'windowMs'>, now = Date.now()) {
  const key = storedKey(rawKey);
  const windowStart = now - rule.windowMs;
  const [row] = await queryRows<{ count: number; last_request: string | number }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
        returning count, last_request`,
  );
  return { count: Number(row?.count ?? 1), windowStartedAt: Number(row?.last_request ?? now) };
}

/** The events counted under `key` in its current window, without adding one. */
export async function readEventCount(db: Db, key: string, rule: Pick<RateRule, 'windowMs'>, now = Date.now()) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limit where key = ${storedKey(key)} and last_request > ${now - rule.windowMs}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Books the next turn in a line kept in the database (one atomic upsert), so it holds across every server
 * instance: a turn starts no sooner than `earliest`, nor sooner than `spacingMs` after the turn booked
 * before it. Answers when this turn starts, or null when the line already reaches `maxWaitMs` past now.
 */
export async function bookTurn(db: Db, key: string, turn: { now: number; earliest: number; spacingMs: number; maxWaitMs: number }) {
  const stored = storedKey(key);
  const { now, earliest, spacingMs, maxWaitMs } = turn;
  // last_request holds when the line is next free.
  const [row] = await queryRows<{ last_request: string | number }>(
    db,
    sql`insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${stored}, 1, ${earliest + spacingMs})
        on conflict (key) do update set
          count = rate_limit.count + 1,
          last_request = greatest(rate_limit.last_request + ${spacingMs}, ${earliest + spacingMs})
        where rate_limit.last_request <= ${now + maxWaitMs}
        returning last_request`,
  );
  return row ? Number(row.last_request) - spacingMs : null;
}

export async function clearEvents(db: Db, key: string) {
  await queryRows(db, sql`delete from rate_limit where key = ${storedKey(key)}`);
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = TOO_MANY_REQUESTS_MESSAGE,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}
