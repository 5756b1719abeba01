import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-db';
import { bookTurn, countEvent, readEventCount } from './rate-limit';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// On PostgreSQL, requests race to create a counter's row. Each of these keys is new, so the first
// `parallel` upserts all try to insert it at the same instant; every one must be counted, none may fail.
describe('counters kept in the database, under parallel first use', () => {
  const rounds = 30;
  const parallel = 20;

  it('counts every one of many events that arrive at once for a new key', async () => {
    for (let round = 0; round < rounds; round++) {
      const key = `race:count:${round}:${Math.random()}`;
      const counts = await Promise.all(Array.from({ length: parallel }, () => countEvent(database.db, key, { windowMs: 60_000 })));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: parallel }, (_, i) => i + 1));
      expect(await readEventCount(database.db, key, { windowMs: 60_000 })).toBe(parallel);
    }
  });

  it('books distinct turns for many attempts that arrive at once in a new line', async () => {
    for (let round = 0; round < rounds; round++) {
      const key = `race:line:${round}:${Math.random()}`;
      const now = Date.now();
      const turns = await Promise.all(
        Array.from({ length: parallel }, () => bookTurn(database.db, key, { now, earliest: now, spacingMs: 10, maxWaitMs: 60_000 })),
      );
      expect(new Set(turns).size).toBe(parallel);
      expect(turns.every((turn) => turn !== null)).toBe(true);
    }
  });
});
