import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { enqueueJob } from '../../lib/job-queue';
import { LlmError, type Llm } from '../../integrations/llm/llm';
import type { AppEnv } from '../../lib/app-context';
import { createLogger } from '../../lib/logger';
import { METRICS_UNAUTHORIZED_MESSAGE } from '../../lib/metrics';
import { instantLlm } from '../../testing/instant-llm';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { checkReadiness } from './health.service';
import { healthMessages } from './health.messages';

const TOKEN = 'metrics-token-0123456789';
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let release: () => void = () => undefined;
// A model whose post waits until the test lets it finish, and whose titles always fail.
const heldLlm = (): Llm => ({
  ...instantLlm(),
  stream: () => ({
    text: (async function* () {
      yield '# 제목\n\n';
      await new Promise<void>((resolve) => (release = resolve));
      yield '본문';
    })(),
    usage: () => ({ inputTokens: 1, outputTokens: 1 }),
  }),
  titles: async () => {
    throw new LlmError('LLM_RATE_LIMITED', '사용량이 많습니다.');
  },
});

let t: TestApp;
let lines: string[];
beforeAll(async () => {
  lines = [];
  t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: '10.0.0.1' }, { llm: heldLlm(), logger: createLogger('info', (l) => lines.push(l)) });
});
afterAll(() => t.close());

describe('GET /api/ready checks migrations and the job runner', () => {
  it('answers 503 in Korean while a migration this code ships is missing from the database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    mkdirSync(path.join(dir, 'meta'));
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ entries: [{ when: Date.now() + 86_400_000 }] }));
    const fresh = await createTestApp();
    try {
      await expect(checkReadiness(fresh.db, { dbKind: fresh.dbKind, version: 'x', maxJobLagMs: 0, migrationsDir: dir })).rejects.toMatchObject({
        status: 503,
        code: 'MIGRATIONS_PENDING',
        message: healthMessages.migrationsPending,
      });
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 when a due job has waited longer than READY_MAX_JOB_LAG_SECONDS, and ok once it is not', async () => {
    const lagging = await createTestApp({ READY_MAX_JOB_LAG_SECONDS: '60' });
    try {
      expect((await lagging.json('/api/ready')).status).toBe(200);
      await enqueueJob(lagging.db, 'ready-probe', { runAt: new Date(Date.now() - 5 * 60_000) });
      await new Promise((r) => setTimeout(r, 1100));
      const late = await lagging.json('/api/ready');
      expect(late.status).toBe(503);
      expect(late.body).toEqual({ error: { code: 'JOBS_LAGGING', message: healthMessages.jobsLagging } });
      // A job due a moment ago is not lag.
      await lagging.db.execute(sql`update jobs set run_at = now() - interval '10 seconds'`);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await lagging.json('/api/ready')).status).toBe(200);
    } finally {
      await lagging.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('is made for every reply, errors included, and a client cannot choose it', async () => {
    for (const [url, init] of [
      ['/api/health', {}],
      ['/api/no-such-thing', {}],
      ['/api/users/login', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN } }],
      ['/api/users/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } }],
      ['/api/auth/no-such-thing', {}],
    ] as const) {
      const res = await t.app.request(url, { ...init, headers: { ...('headers' in init ? init.headers : {}), 'X-Request-Id': 'chosen-by-client' } }, from('203.0.113.9'));
      expect(res.headers.get('x-request-id'), url).toMatch(UUID);
    }
  });

  it("is the trusted proxy's id when it sends a sane one", async () => {
    const res = await t.app.request('/api/no-such-thing', { headers: { 'X-Request-Id': 'lb-7f3a.42' } }, from('10.0.0.1'));
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const odd = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'has spaces "and quotes"' } }, from('10.0.0.1'));
    expect(odd.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on every log line written while serving the request, not only the last one', async () => {
    lines.length = 0;
    const app = createApp(t.deps);
    app.get('/probe/log', (c) => {
      c.get('deps').logger.warn('inside the handler');
      return c.text('ok');
    });
    const hono = app as unknown as Hono<AppEnv>;
    const res = await hono.request('/probe/log', { headers: { 'X-Request-Id': 'trace-1' } }, from('10.0.0.1'));
    expect(res.headers.get('x-request-id')).toBe('trace-1');
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; requestId?: string });
    expect(logged.find((l) => l.msg === 'inside the handler')?.requestId).toBe('trace-1');
  });
});

describe('GET /api/metrics', () => {
  const scrape = (app: TestApp, auth?: string) => app.app.request('/api/metrics', auth ? { headers: { Authorization: auth } } : {});

  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await scrape(off, `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token with a Korean 401', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN.slice(1)]) {
      const res = await scrape(t, auth);
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(METRICS_UNAUTHORIZED_MESSAGE);
    }
  });

  it('shows request durations by route, open streams, jobs waiting and failed, and provider errors', async () => {
    await t.app.request('/api/health');
    await t.app.request('/api/generations/no-such-id');
    await enqueueJob(t.db, 'metrics-probe', { runAt: new Date(Date.now() - 1000) });
    const visitor = await t.app.request('/api/visitors', { method: 'POST', headers: { Origin: TEST_ORIGIN } }, from('198.51.100.7'));
    const cookie = visitor.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const json = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie };
    const titles = await t.app.request('/api/generations/titles', { method: 'POST', headers: json, body: JSON.stringify({ keyword: '캠핑' }) }, from('198.51.100.7'));
    expect(titles.status).toBe(502);

    const stream = await t.app.request('/api/generations', { method: 'POST', headers: json, body: JSON.stringify({ keyword: '캠핑', length: 'short' }) }, from('198.51.100.7'));
    const reader = stream.body!.getReader();
    await reader.read();
    const during = await (await scrape(t, `Bearer ${TOKEN}`)).text();
    release();
    while (!(await reader.read()).done);
    const after = await (await scrape(t, `Bearer ${TOKEN}`)).text();

    expect(during).toMatch(/^open_streams 1$/m);
    expect(after).toMatch(/^open_streams 0$/m);
    expect(after).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    expect(after).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/generations\/:id",status="4\d\d"\} 1$/m);
    expect(after).toMatch(/^jobs\{state="waiting"\} 1$/m);
    expect(after).toMatch(/^jobs\{state="failed"\} 0$/m);
    expect(after).toMatch(/^provider_errors_total\{kind="text",provider="openai-compatible",code="LLM_RATE_LIMITED"\} 1$/m);
  });

  it('labels a request with the route that answered, also with the SPA mounted (whose GET * matches every path)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'metrics-spa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const served = createApp({ ...t.deps, staticDir: dir });
    expect((await served.request('/api/health')).status).toBe(200);
    expect((await served.request('/api/generations/no-such-id')).status).toBeGreaterThanOrEqual(400);
    expect((await served.request('/api/no-such-route')).status).toBe(404);
    // Refused by the admin routes' own guard: still that route's.
    expect((await served.request('/api/admin/keyword-report/categories')).status).toBe(401);
    const text = await (await served.request('/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/generations\/:id",status="4\d\d"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/keyword-report\/categories",status="401"\} [1-9]/m);
    expect(text).not.toContain('route="/*"');
  });
});
