import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignup } from '../testing/factories';
import { httpClient, type ServerProcess, startServerProcess, waitFor } from '../testing/server-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres';

// Two instances on one PostgreSQL, each request of a browser to either of them (no sticky sessions).
let db: ThrowawayPostgres | null = null;
// As in any deployment of several instances: one secret signs the sessions of all (README, AUTH_SECRET).
const SHARED_SECRET = 'two-instances-shared-secret-0123456789abcdef';
const servers: ServerProcess[] = [];
const dirs = [mkdtempSync(path.join(tmpdir(), 'two-a-')), mkdtempSync(path.join(tmpdir(), 'two-b-'))];
beforeAll(async () => {
  db = await startThrowawayPostgres();
  if (!db) {
    console.warn('two-instances: skipped, no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
    return;
  }
  const url = db.url;
  // One after the other would also work; together they also prove the migration lock.
  servers.push(...(await Promise.all(dirs.map((dir) => startServerProcess({ DATABASE_URL: url, DATA_DIR: dir, AUTH_SECRET: SHARED_SECRET, TRUSTED_PROXIES: '127.0.0.1', SCHEDULER_ENABLED: 'true' })))));
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  db?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One browser whose requests alternate between the two instances. */
function roundRobin(ip?: string) {
  const client = httpClient(servers[0]!.url, ip);
  let n = 0;
  const next = () => {
    client.baseUrl = servers[n++ % servers.length]!.url;
    return client;
  };
  return {
    client,
    json: (method: string, p: string, body?: unknown) => next().json(method, p, body),
    on: (i: number) => ((client.baseUrl = servers[i]!.url), client),
  };
}

describe('two instances on one PostgreSQL', () => {
  it('hold one rate limit between them: the 11th sign-up from one address in an hour is refused, wherever it lands', async (ctx) => {
    if (!db) return ctx.skip();
    const browser = roundRobin('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await browser.json('POST', '/api/users/signup', buildSignup({ email: `limit${i}@example.kr` }))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  }, 120_000);

  it('end a session on one instance and the other refuses it at once', async (ctx) => {
    if (!db) return ctx.skip();
    const browser = roundRobin('203.0.113.51');
    const signup = buildSignup({ email: 'session@example.kr' });
    expect((await browser.on(0).json('POST', '/api/users/signup', signup)).status).toBe(201);
    expect((await browser.on(0).json('POST', '/api/users/login', { email: signup.email, password: signup.password })).status).toBe(200);
    const onB = await browser.on(1).json('GET', '/api/session');
    expect(onB.body.user?.email, JSON.stringify(onB.body) + browser.client.cookie()).toBe(signup.email);
    const held = browser.client.cookie();
    expect((await browser.on(0).json('POST', '/api/users/logout')).status).toBe(200);
    // The cookie the browser held (a copy left in another tab, say) is dead on the other instance at once.
    const other = await fetch(`${servers[1]!.url}/api/session`, { headers: { cookie: held } });
    expect(((await other.json()) as { user: unknown }).user).toBeNull();
  }, 60_000);

  it('run each scheduled job once: every slot enqueued once and claimed once', async (ctx) => {
    if (!db) return ctx.skip();
    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    try {
      // Both instances offered the current slot of every periodic job at start-up.
      const rows = await waitFor(async () => {
        const { rows } = await check.query<{ key: string; status: string; attempts: number }>(`select key, status, attempts from jobs where key is not null`);
        return rows.length >= 8 && rows.every((r) => r.status === 'done') ? rows : null;
      }, 60_000, 'the periodic jobs of the first slot to finish');
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    } finally {
      await check.end();
    }
  }, 90_000);
});
