import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-db';
import { MIGRATIONS_DIR, openDatabase, queryRows } from './client';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function appliedMigrations(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n;
}

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('applies every migration in migrations/ to the test database', async () => {
    const database = await openTestDatabase();
    try {
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
      const tables = await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.map((r) => r.table_name)).toContain('rate_limit');
    } finally {
      await database.close();
    }
  });

  // initdb in a child process, every migration, then a second start: on a loaded 2-core machine, more than 30 s.
  it('keeps PGlite data under DATA_DIR across restarts and migrates only once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.execute(sql`insert into rate_limit (id, key, count, last_request) values ('a', 'k', 1, 1)`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(await queryRows(second.db, sql`select key from rate_limit`)).toEqual([{ key: 'k' }]);
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)('lets several instances start on one PostgreSQL at once', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`drop schema drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      const url = database.url as string;
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })),
      );
      expect(await appliedMigrations(instances[0]!.db)).toBe(journal.entries.length);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('survives a connection cut in the middle of a transaction (PostgreSQL stopped or restarted)', async () => {
    const database = await openTestDatabase();
    const url = database.url as string;
    const app = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    // A checked-out connection has no listener of the pool's: without one of ours, its 'error' event
    // when the server cuts it would be an uncaught exception and stop the whole process.
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const cut = app.db.transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await database.db.execute(sql`select pg_terminate_backend(${me!.pid})`);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught).toEqual([]);
      // The pool drops the cut connection and serves the next query on a new one.
      expect(await queryRows(app.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await app.close();
      await database.close();
    }
  });
});
