import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { integer, interval, numeric, pgTable, text, timestamp, date } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientForDrizzle, DRIZZLE_RAW_TYPES } from './pglite-parsers';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  day: date('day').notNull(),
  wait: interval('wait').notNull(),
  prices: numeric('prices').array().notNull(),
  seen: timestamp('seen', { withTimezone: true, mode: 'string' }).array().notNull(),
});

const CREATE = `create table things (id int primary key, name text not null, at timestamptz not null, day date not null,
  wait interval not null, prices numeric[] not null, seen timestamptz[] not null)`;
const ROW = { id: 1, name: '제주도 여행', at: new Date('2026-11-27T04:05:06.789Z'), day: '2026-11-27', wait: '01:02:03', prices: ['1.50', '20'], seen: ['2026-11-27 04:05:06.789+00', '2026-01-01 00:00:00+00'] };

/** A PGlite client that records the options every query reached it with. */
async function recordingClient() {
  const client = await PGlite.create();
  const seen: (QueryOptions | undefined)[] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return query(text, params, options);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof client.transaction>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query;
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        seen.push(options);
        return txQuery(text, params, options);
      }) as typeof tx.query;
      return callback(tx);
    })) as typeof client.transaction;
  await client.exec(CREATE);
  return { client, seen };
}

describe('clientForDrizzle', () => {
  let plain: Awaited<ReturnType<typeof recordingClient>>;
  let lean: Awaited<ReturnType<typeof recordingClient>>;
  beforeAll(async () => {
    [plain, lean] = await Promise.all([recordingClient(), recordingClient()]);
  });
  afterAll(async () => {
    await Promise.all([plain.client.close(), lean.client.close()]);
  });

  it('takes exactly the parsers drizzle sends with each query, each of which returns the value as PostgreSQL wrote it', async () => {
    const db = drizzle({ client: plain.client });
    await db.select().from(things);
    await db.execute(sql`select 1`);
    expect(plain.seen.length).toBe(2);
    for (const options of plain.seen) {
      // A drizzle upgrade that parses another type itself (or stops) fails here, before it changes what rows read.
      expect(Object.keys(options?.parsers ?? {}).sort()).toEqual(DRIZZLE_RAW_TYPES.map(String).sort());
      for (const parse of Object.values(options?.parsers ?? {})) expect(parse('2026-11-27 04:05:06+00', 0)).toBe('2026-11-27 04:05:06+00');
    }
  });

  it('reads and writes every such type as drizzle on the plain client does, and no query carries parsers', async () => {
    const [a, b] = [drizzle({ client: plain.client }), drizzle({ client: clientForDrizzle(lean.client) })];
    lean.seen.length = 0;
    const read = async (db: PgliteDatabase) => {
      await db.insert(things).values(ROW);
      const selected = await db.select().from(things);
      const raw = await db.execute(sql`select at, day, wait, prices, seen, now() - at as age from things where id = 1`);
      // A transaction that commits and one that rolls back, with a savepoint inside.
      await db.transaction(async (tx) => {
        await tx.update(things).set({ name: '부산' }).where(sql`id = 1`);
        await tx.transaction(async (inner) => inner.update(things).set({ day: '2026-12-01' }).where(sql`id = 1`));
      });
      await db
        .transaction(async (tx) => {
          await tx.update(things).set({ name: '취소될 이름' }).where(sql`id = 1`);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      const after = await db.select({ name: things.name, day: things.day, at: things.at }).from(things);
      await db.delete(things);
      return { selected, raw: raw.rows.map(({ age: _age, ...row }) => row), after };
    };
    const [expected, actual] = [await read(a), await read(b)];
    expect(actual).toEqual(expected);
    expect(actual.selected[0]).toEqual(ROW);
    expect(actual.after).toEqual([{ name: '부산', day: '2026-12-01', at: ROW.at }]);
    expect(lean.seen.length).toBeGreaterThan(5);
    expect(lean.seen.filter((options) => options?.parsers !== undefined)).toEqual([]);
  });

  it('passes other parsers on as they came', async () => {
    const wrapped = clientForDrizzle(lean.client);
    const own = { [DRIZZLE_RAW_TYPES[0]]: () => 'mine' };
    lean.seen.length = 0;
    const { rows } = await wrapped.query<{ t: string }>(`select '2026-11-27 00:00:00'::timestamp as t`, [], { parsers: own });
    expect(rows[0]?.t).toBe('mine');
    expect(lean.seen[0]?.parsers).toBe(own);
  });
});
