import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../lib/outage-errors';
import { httpClient, type ServerProcess, startServerProcess, waitFor } from '../testing/server-process';

// PostgreSQL's own disk full: a database whose tablespace is a small tmpfs, filled to the last page.
// Needs a local PostgreSQL cluster (DATABASE_URL) and root, to mount the tmpfs and to create the
// tablespace as the `postgres` superuser (CI runs as root with its own cluster). WAL stays in the
// cluster's directory: only table and index data fill the tmpfs, so the error is PostgreSQL's
// "could not extend file" (SQLSTATE 53100, disk_full), which the API must answer with 507.
const SIZE_MB = 32;
const url = process.env.DATABASE_URL;
const local = url ? ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname) : false;
const isRoot = process.getuid?.() === 0;
const skipReason = !url
  ? 'postgres-disk-full: skipped, it needs PostgreSQL (set DATABASE_URL, as CI does)'
  : !local
    ? 'postgres-disk-full: skipped, DATABASE_URL is not a local cluster, whose disk this test could fill'
    : !isRoot
      ? 'postgres-disk-full: skipped, it must run as root (to mount a tmpfs and create a tablespace as the postgres superuser; CI runs as root)'
      : '';
if (skipReason) console.warn(skipReason);

const suffix = randomBytes(4).toString('hex');
const dbName = `app_diskfull_${suffix}`;
const tablespace = `diskfull_${suffix}`;
let mountPoint = '';
let dataDir = '';
let mounted = false;
let tablespaceMade = false;
let dbMade = false;
let server: ServerProcess | undefined;
let filler: pg.Client | undefined;

/** SQL as the postgres superuser, on the cluster of DATABASE_URL (through its local socket). */
const superSql = (query: string) =>
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `psql -X -q -At -v ON_ERROR_STOP=1 -p ${new URL(url!).port || '5432'} -d postgres -c "${query}"`], { stdio: 'pipe' }).toString().trim();

const dbUrl = () => {
  const u = new URL(url!);
  u.pathname = `/${dbName}`;
  return u.toString();
};

describe.skipIf(Boolean(skipReason))('PostgreSQL out of disk (its tablespace on a full tmpfs)', () => {
  beforeAll(() => {
    mountPoint = mkdtempSync(path.join(tmpdir(), 'pg-disk-full-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'pg-disk-full-data-'));
    const uid = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,uid=${uid},gid=${gid},mode=0700`, 'tmpfs', mountPoint], { stdio: 'pipe' });
    mounted = true;
    superSql(`CREATE TABLESPACE ${tablespace} LOCATION '${mountPoint}'`);
    tablespaceMade = true;
    superSql(`CREATE DATABASE ${dbName} OWNER app TABLESPACE ${tablespace}`);
    dbMade = true;
  }, 60_000);
  afterAll(async () => {
    const steps: [string, () => unknown][] = [
      ['filler connection', () => filler?.end()],
      ['server', () => server?.stop()],
      ['database', () => dbMade && superSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)],
      ['tablespace', () => tablespaceMade && superSql(`DROP TABLESPACE IF EXISTS ${tablespace}`)],
      ['tmpfs', () => mounted && execFileSync('umount', ['-l', mountPoint])],
    ];
    for (const [what, step] of steps) {
      try {
        await step();
      } catch (err) {
        console.warn(`postgres-disk-full: cleaning up the ${what} failed: ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}`);
      }
    }
    if (mountPoint) rmSync(mountPoint, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 507 STORAGE_FULL (never 500), keeps health and everything saved, and writes again once space is freed', async () => {
    // The server migrates the new database itself, as it would on first start.
    server = await startServerProcess({ DATABASE_URL: dbUrl(), DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1' });
    const visitor = httpClient(server.url);
    expect((await visitor.request('POST', '/api/visitors')).status).toBe(201);
    const saved: { id: string; body: unknown }[] = [];
    for (const keyword of ['꽉 찬 DB 첫 글', '꽉 찬 DB 둘째 글']) {
      const post = await visitor.request('POST', '/api/generations', { keyword, length: 'short' });
      const id = (JSON.parse(/event: meta\ndata: (.+)\n/.exec(await post.text())?.[1] ?? '{}') as { id: string }).id;
      const { body } = await visitor.json('GET', `/api/generations/${id}`);
      expect(body.status).toBe('completed');
      saved.push({ id, body });
    }
    // A member's edit of a post (long, and hard to compress: random syllables) is the write that fills it.
    const text = () => `# 편집한 글\n\n${Array.from({ length: 30_000 }, () => String.fromCharCode(0xac00 + randomInt(11_172))).join('')}`;
    const edited = text();
    expect((await visitor.json('PATCH', `/api/generations/${saved[0]!.id}`, { content: edited })).status).toBe(200);

    // Near full with a filler table, straight in the database, until PostgreSQL itself says disk_full.
    filler = new pg.Client({ connectionString: dbUrl() });
    await filler.connect();
    await filler.query('create table filler (b text)');
    let fillCode: string | undefined;
    for (const rows of [512, 64, 8, 1]) {
      for (;;) {
        try {
          await filler.query(`insert into filler select repeat(md5(random()::text), 60) from generate_series(1, ${rows})`);
        } catch (err) {
          fillCode = (err as { code?: string }).code;
          expect(fillCode, String(err)).toBe('53100');
          break;
        }
      }
    }
    const fs = statfsSync(mountPoint);
    const usedBytes = (fs.blocks - fs.bfree) * fs.bsize;
    const fillerBytes = Number((await filler.query("select pg_total_relation_size('filler') as n")).rows[0].n);

    // Now the API's own writes: each answers 200 (it still fit in a page) or 507, never 500 or SQL.
    let full: Awaited<ReturnType<typeof visitor.json>> | undefined;
    let lastSaved = edited;
    for (let attempt = 0; attempt < 50 && !full; attempt++) {
      const content = text();
      const res = await visitor.json('PATCH', `/api/generations/${saved[0]!.id}`, { content });
      expect([200, 507]).toContain(res.status);
      if (res.status === 507) full = res;
      else lastSaved = content;
    }
    expect(full?.status).toBe(507);
    expect(full!.body).toEqual({ error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } });
    // The server logged a full disk (not an unhandled error), and PostgreSQL still answers disk_full.
    const log = await waitFor(() => /\{[^\n]*"msg":"storage full"[^\n]*/.exec(server!.output())?.[0], 5_000, 'the storage-full log line');
    expect(log).toContain('/api/generations/');
    expect(server.output()).not.toContain('unhandled error');
    const probe = await filler.query('insert into filler select repeat(md5(random()::text), 60) from generate_series(1, 64)').then(
      () => 'inserted',
      (err: { code?: string }) => err.code,
    );
    expect(probe).toBe('53100');
    const newPost = await visitor.request('POST', '/api/generations', { keyword: '꽉 찬 DB 새 글', length: 'short' });
    const newPostText = await newPost.text();
    expect(newPost.status).not.toBe(500);
    expect(newPostText).not.toMatch(/could not extend|SQL|pg_tblspc/i);

    // Health answers, and what was saved before is all there.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await visitor.json('GET', `/api/generations/${saved[0]!.id}`)).body.content).toBe(lastSaved);
    expect((await visitor.json('GET', `/api/generations/${saved[1]!.id}`)).body).toEqual(saved[1]!.body);

    // Space comes back (the filler dropped): the same process writes again, no restart.
    await filler.query('drop table filler');
    const after = text();
    expect((await visitor.json('PATCH', `/api/generations/${saved[0]!.id}`, { content: after })).status).toBe(200);
    expect((await visitor.json('GET', `/api/generations/${saved[0]!.id}`)).body.content).toBe(after);
    process.stdout.write(
      `postgres-disk-full: tablespace tmpfs of ${SIZE_MB} MB full at ${usedBytes} bytes used (filler table ${fillerBytes} bytes, SQLSTATE ${fillCode}, again ${probe} after the 507); ` +
        `the edit answered ${full!.status} STORAGE_FULL, a new post answered ${newPost.status}, health 200; after the drop the edit answered 200\n`,
    );
  }, 180_000);
});
