import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { appRoot } from './app-root';
import { clientForDrizzle } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';
export type Database = {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (tests start each file from one). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** PGlite on disk only: copies the data directory into `targetDir`, between transactions (backups). */
  snapshotDataDir?: (targetDir: string) => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(appRoot(), 'migrations');
// PGlite keeps shared buffers inside its WebAssembly memory; PostgreSQL's default 128 MB would make
// an embedded server of a few users weigh 370 MB at rest.
const PGLITE_CONF = 'shared_buffers = 16MB';
// Any constant works; all instances must agree on it so only one migrates at a time.
const MIGRATION_LOCK_ID = 72_240_531;

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens PGlite (embedded, under DATA_DIR) or PostgreSQL and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // A server that does not answer (network gone, not merely stopped) fails a request in 10 s instead of never.
    // Idle connections stay for 5 minutes (pg's default closes them after 10 s): a new connection costs
    // PostgreSQL a backend and both sides a SCRAM handshake, and loses the connection's prepared
    // statements, so a server that pauses between bursts paid that again at each burst's start.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 300_000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    const onConnectionError = options.onIdleError ?? (() => undefined);
    pool.on('error', onConnectionError);
    // A connection checked out of the pool (a transaction's) has no listener of the pool's; cut by the
    // server in the middle (PostgreSQL stopped, restarted, the backend terminated), its 'error' event would
    // be an uncaught exception and stop the whole process. Its query fails on its own, and the pool drops
    // the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  const pgliteOptions = { postgresqlconf: PGLITE_CONF, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // initdb runs in a second WebAssembly instance of ~600 MB whose memory this process would keep
    // for good (RSS 680 MB instead of 200 MB); a short-lived child process does it instead.
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initDataDirInChild(dataDir, PGLITE_CONF);
  }
  const client = await PGlite.create(dataDir, pgliteOptions);
  const pgliteDb = drizzlePglite({ client: clientForDrizzle(client), schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
    ...(dataDir ? { snapshotDataDir: snapshotOf(client, dataDir) } : {}),
  };
}

/**
 * PGlite writes its data directory straight to disk. A copy made while it holds both of its locks (no
 * transaction open, no query running), right after a checkpoint, is what dumpDataDir would tar up in
 * memory; copied file by file instead, it costs no memory, and the server waits only for the copy.
 */
const snapshotOf = (client: PGlite, dataDir: string) => async (targetDir: string) => {
  await client.exec('CHECKPOINT');
  await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => cp(dataDir, targetDir, { recursive: true })));
};

/** Creates a PGlite data directory (initdb) in a child process, so its memory leaves with it. */
async function initDataDirInChild(dataDir: string, conf: string) {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `require(${JSON.stringify(entry)}).PGlite.create(process.argv[1], { postgresqlconf: process.argv[2] }).then((db) => db.close()).catch((err) => { console.error(err); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ['-e', code, dataDir, conf], { timeout: 120_000 }).catch((err: Error & { stderr?: string }) => {
    throw new Error(`PGlite 데이터 폴더를 만들지 못했습니다 (initdb failed in ${dataDir}): ${err.stderr?.trim() || err.message}`);
  });
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
