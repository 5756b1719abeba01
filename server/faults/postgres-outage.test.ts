import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_UNAVAILABLE_MESSAGE } from '../lib/outage-errors';
import { httpClient, type ServerProcess, sleep, startServerProcess, waitFor } from '../testing/server-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres';

// PostgreSQL goes away under load and comes back, while the server keeps running.
let db: ThrowawayPostgres | null = null;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'outage-'));
beforeAll(async () => {
  db = await startThrowawayPostgres();
  if (!db) {
    console.warn('postgres-outage: skipped, no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
    return;
  }
  server = await startServerProcess({ DATABASE_URL: db.url, DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1', SCHEDULER_ENABLED: 'false' });
}, 120_000);
afterAll(async () => {
  // A server that died under the outage says why.
  if (server && server.child.exitCode !== null) process.stdout.write(`postgres-outage: the server exited (${server.child.exitCode}):\n${server.output()}\n`);
  await server?.stop();
  db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = { keyword: '장애 대비 글쓰기', length: 'short' };

describe('PostgreSQL stopped under load', () => {
  it('answers 503 in Korean while it is down, writes nothing half-way and serves again within 10 s of its return', async (ctx) => {
    if (!db || !server) return ctx.skip();
    const { url } = server;
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let loading = true;
    // Four visitors at a time: each comes, pays one post from its counter and reads the whole stream.
    const loop = async () => {
      while (loading) {
        const c = httpClient(url);
        try {
          const v = await c.request('POST', '/api/visitors');
          statuses.set(v.status, (statuses.get(v.status) ?? 0) + 1);
          if (v.status >= 500 && v.status !== 503) unexpected.push(`visitors ${v.status} ${await v.text()}`);
          else await v.arrayBuffer();
          if (v.status !== 200 && v.status !== 201) continue;
          const g = await c.request('POST', '/api/generations', post);
          statuses.set(g.status, (statuses.get(g.status) ?? 0) + 1);
          const text = await g.text();
          if (g.status >= 500 && g.status !== 503) unexpected.push(`generations ${g.status} ${text}`);
        } catch (err) {
          unexpected.push(`network: ${String(err)}`);
        }
      }
    };
    // And two that only come and go (a write each): on a busy machine a post can take the whole outage,
    // and the load must still meet it.
    const arrivals = async () => {
      while (loading) {
        try {
          const v = await httpClient(url).request('POST', '/api/visitors');
          statuses.set(v.status, (statuses.get(v.status) ?? 0) + 1);
          if (v.status >= 500 && v.status !== 503) unexpected.push(`visitors ${v.status} ${await v.text()}`);
          else await v.arrayBuffer();
        } catch (err) {
          unexpected.push(`network: ${String(err)}`);
        }
        await sleep(50);
      }
    };
    const loops = [...Array.from({ length: 4 }, loop), arrivals(), arrivals()];
    await sleep(2000);

    db.stop();
    const stoppedAt = Date.now();
    const polls: string[] = [];
    const ready = await waitFor(async () => {
      // A kept-alive connection the server just closed can reset (undici): that poll counts as not yet.
      // A server that died instead is caught below (its exit code, and every request after). The probe
      // gives the database 2 s (READY_DB_TIMEOUT_MS): in CI, once, its query waited > 5 s for a pooled connection.
      const asked = Date.now();
      const r = await fetch(`${url}/api/ready`).catch((err: unknown) => String(err));
      polls.push(`${asked - stoppedAt}ms: ${typeof r === 'string' ? r : r.status} after ${Date.now() - asked} ms`);
      return typeof r !== 'string' && r.status === 503 ? r.json() : null;
    }, 8000, '/api/ready to answer 503').catch((err: unknown) => {
      throw new Error(`${String(err)}; polls: ${polls.slice(-8).join(', ')}`);
    });
    const detectMs = Date.now() - stoppedAt;
    expect(ready).toEqual({ error: { code: 'DB_UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' } });
    const down = await httpClient(url).json('POST', '/api/visitors');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: { code: 'DB_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE } });
    expect(down.res.headers.get('retry-after')).toBe('5');
    await sleep(2000);

    db.start();
    const startedAt = Date.now();
    await waitFor(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status === 200, 15_000, '/api/ready to answer 200 again');
    await waitFor(async () => (await httpClient(url).request('POST', '/api/visitors')).status === 201, 15_000, 'a visitor to be created again');
    const recoveryMs = Date.now() - startedAt;
    await sleep(1000);
    loading = false;
    await Promise.all(loops);

    process.stdout.write(`postgres-outage: 503 seen ${detectMs} ms after the stop; served again ${recoveryMs} ms after PostgreSQL was back; statuses ${JSON.stringify(Object.fromEntries(statuses))}` + '\n');
    expect(recoveryMs).toBeLessThan(10_000);
    expect(unexpected).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(statuses.get(503)).toBeGreaterThan(0);

    // Nothing half-written: every visitor's counter and its unrefunded posts still add up to 99.
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ visitors: string; broken: string; posts: string }>(`
        select count(*) as visitors,
               count(*) filter (where a.gen_cnt + (select count(*) from generations g where g.owner_visitor_id = a.id and not g.refunded) <> 99) as broken,
               (select count(*) from generations) as posts
        from anonymous_users a`);
      process.stdout.write(`postgres-outage: ${rows[0]?.visitors} visitors, ${rows[0]?.posts} posts checked` + '\n');
      expect(Number(rows[0]?.posts)).toBeGreaterThan(0);
      expect(Number(rows[0]?.broken)).toBe(0);
    } finally {
      await check.end();
    }
  }, 120_000);
});
