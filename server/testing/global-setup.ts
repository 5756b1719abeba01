import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { dropDatabase } from './drop-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplate: string;
    /** PGlite: a data-directory dump of a migrated database each test file loads. */
    pgliteDump: string;
  }
}

function migrationsHash() {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith('.sql')).sort()) {
    h.update(f).update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  }
  return h.digest('hex').slice(0, 12);
}

/** Migrates one database up front so every test file starts from a copy in well under a second. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `app_tmpl_${migrationsHash()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const tmplUrl = new URL(url);
    tmplUrl.pathname = `/${template}`;
    const db = await openDatabase({ kind: 'postgres', url: tmplUrl.toString(), poolSize: 2 });
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await dropDatabase(admin, template);
      await admin.end();
    };
  }
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const dumpPath = path.join(dir, `pglite-${migrationsHash()}.tar`);
  const db = await openDatabase({ kind: 'pglite' });
  const dump = await db.dumpDataDir?.();
  await db.close();
  if (!dump) throw new Error('PGlite did not produce a data-directory dump');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteDump', dumpPath);
}
