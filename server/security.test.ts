import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createAppDeps } from './app';
import { storedFiles, users } from './db/schema';
import { FOREIGN_ORIGIN_MESSAGE } from './lib/origin-check';
import { appRoutes, fillPath } from './testing/app-routes';
import { createClient, type TestClient } from './testing/browser-client';
import { buildSignup, signUpAndLogin } from './testing/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';

// Security promises that must keep holding: each one a test.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXIES: '10.9.9.9' });
  // A second instance on the same database, with its own process-level state (caches, limiter memos).
  const deps = createAppDeps({ env: t.env, db: t.db, dbKind: t.dbKind, logger: t.deps.logger, version: 'b', mailer: t.deps.mailer });
  other = { ...t, app: createApp(deps), deps };
});
afterAll(() => t.close());

/** The same cookies, sent to the other instance. */
const onOther = (client: TestClient) => {
  const twin = createClient(other);
  for (const [k, v] of client.jar) twin.jar.set(k, v);
  return twin;
};

describe('sessions are dead on every instance at once', () => {
  it('after logout', async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const twin = onOther(client);
    expect((await twin.get('/api/session')).body.user).not.toBeNull();
    await client.post('/api/users/logout');
    expect((await twin.get('/api/session')).body.user).toBeNull();
    expect((await twin.post('/api/prompts', { name: '로그아웃 뒤', description: '', instructions: '{keyword}' })).status).toBe(401);
  });

  it('after a password change (the other sessions)', async () => {
    const phone = createClient(t);
    const member = await signUpAndLogin(phone);
    const laptop = createClient(other);
    await laptop.post('/api/users/login', { email: member.email, password: member.password });
    expect((await laptop.get('/api/session')).body.user).not.toBeNull();
    const res = await phone.post('/api/users/me/password', { currentPassword: member.password, password: 'brand-new-pw-77', passwordConfirm: 'brand-new-pw-77' });
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    expect((await onOther(phone).get('/api/session')).body.user?.email).toBe(member.email);
  });

  it('after the account is deleted', async () => {
    const phone = createClient(t);
    const member = await signUpAndLogin(phone);
    const twin = onOther(phone);
    expect((await twin.get('/api/session')).body.user).not.toBeNull();
    expect((await phone.post('/api/users/delete-account', { userId: member.user.id })).status).toBe(200);
    expect((await twin.get('/api/session')).body.user).toBeNull();
    expect((await twin.get('/api/credits/wallet')).status).toBe(401);
  });
});

describe('a foreign Origin cannot change state', () => {
  it('is refused on every state-changing route, before the route runs', async () => {
    const member = createClient(t);
    const { user } = await signUpAndLogin(member);
    const routes = appRoutes(t.app).filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const foreigners: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const foreign of foreigners) {
      const client = createClient(t, { origin: null });
      for (const [k, v] of member.jar) client.jar.set(k, v);
      for (const route of routes) {
        const method = route.method === 'ALL' ? 'POST' : route.method;
        const res = await client.send(method, fillPath(route.path, 'x'), { userId: user.id, name: '남의 사이트' }, foreign);
        if (res.status !== 403 || res.body?.error?.message !== FOREIGN_ORIGIN_MESSAGE) problems.push(`${method} ${route.path} ${JSON.stringify(foreign)} → ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing happened: the member is still signed in (logout and delete-account were among them) and still exists.
    expect((await member.get('/api/session')).body.user?.id).toBe(user.id);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});

describe('X-Forwarded-For is believed only from TRUSTED_PROXIES', () => {
  const attempt = (ip: string, xff: string, email: string) =>
    t.app.request(
      '/api/users/login',
      { method: 'POST', headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': xff }, body: JSON.stringify({ email, password: 'wrong-password-1' }) },
      { incoming: { socket: { remoteAddress: ip } } },
    );

  it('does not let a client dodge the per-address limit by claiming other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await attempt('203.0.113.50', `198.18.0.${i + 1}`, `nobody${i}@example.kr`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("counts the proxy's clients apart when the proxy is trusted", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await attempt('10.9.9.9', `198.18.1.${i + 1}`, `nobody-b${i}@example.kr`)).status);
    expect(statuses).not.toContain(429);
  });
});

describe('enumeration: known and unknown addresses answer alike', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  type Answer = { ms: number; status: number; body: unknown };
  const timed = async (send: () => Promise<{ status: number; body: unknown }>): Promise<Answer> => {
    const started = performance.now();
    const res = await send();
    return { ms: performance.now() - started, status: res.status, body: res.body };
  };
  /** The shape of a reply: its keys and value types, with the values (an echoed address, say) left out. */
  const shapeOf = (value: unknown): unknown =>
    value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)])) : typeof value;
  /** Alternates known and unknown addresses; each answer in its own client (address). */
  async function compare(rounds: number, send: (email: string, i: number) => Promise<{ status: number; body: unknown }>, known: (i: number) => string) {
    const answers = { known: [] as Answer[], unknown: [] as Answer[] };
    for (let i = 0; i < rounds; i++) {
      answers.known.push(await timed(() => send(known(i), i)));
      answers.unknown.push(await timed(() => send(`ghost${i}.${Date.now()}@example.kr`, i)));
    }
    return { ...answers, knownMs: median(answers.known.map((a) => a.ms)), unknownMs: median(answers.unknown.map((a) => a.ms)) };
  }
  // Both sides cost a password hash (tens of ms), so a real difference would be a factor, not noise.
  const expectAlikeInTime = (k: number, u: number) => {
    const why = `known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms`;
    expect(u, why).toBeGreaterThan(k / 2);
    expect(k, why).toBeGreaterThan(u / 2);
  };

  it('sign-up: a taken address answers like a new one (status, body, shape) in about the same time', async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map(async () => {
      const body = buildSignup();
      expect((await createClient(t).post('/api/users/signup', body)).status).toBe(201);
      return body.email;
    }));
    const r = await compare(5, (email) => createClient(t).post('/api/users/signup', buildSignup({ email })), (i) => members[i] as string);
    for (const [i, a] of r.known.entries()) {
      expect(a.status).toBe(201);
      expect(a.body).toEqual({ success: true, email: members[i] });
      expect(shapeOf(a.body)).toEqual(shapeOf(r.unknown[i]?.body));
      expect(r.unknown[i]?.status).toBe(201);
    }
    expectAlikeInTime(r.knownMs, r.unknownMs);
  }, 180_000);

  it('login: a wrong password and an unknown address answer alike, in about the same time', async () => {
    // Nine rounds for steadier medians, each against a member of its own: failures of one address past the
    // fifth are slowed on purpose (login-guard), which is not what this compares.
    const members = await Promise.all(Array.from({ length: 9 }, async () => {
      const body = buildSignup();
      expect((await createClient(t).post('/api/users/signup', body)).status).toBe(201);
      return body.email;
    }));
    const r = await compare(9, (email) => createClient(t).post('/api/users/login', { email, password: 'not-the-password-9' }), (i) => members[i] as string);
    for (const [i, a] of r.known.entries()) {
      expect(a.status).toBe(401);
      expect(r.unknown[i]?.status).toBe(401);
      expect(r.unknown[i]?.body).toEqual(a.body);
    }
    expectAlikeInTime(r.knownMs, r.unknownMs);
  }, 180_000);

  it("reset: differs only where the spec names the account ('계정을 찾을 수 없음'), and known and unknown share one limit", async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map(async () => {
      const body = buildSignup();
      await createClient(t).post('/api/users/signup', body);
      return body.email;
    }));
    const client = createClient(t);
    const r = await compare(5, (email) => client.post('/api/users/password-reset', { email }), (i) => members[i] as string);
    for (const [i, a] of r.known.entries()) {
      expect(a).toMatchObject({ status: 200, body: { success: true } });
      expect(r.unknown[i]).toMatchObject({ status: 404, body: { error: { code: 'ACCOUNT_NOT_FOUND', message: '계정을 찾을 수 없음' } } });
    }
    // Ten asks from one address, known or not: the eleventh is refused either way.
    const known = await client.post('/api/users/password-reset', { email: members[0] });
    const unknown = await client.post('/api/users/password-reset', { email: `ghost-late.${Date.now()}@example.kr` });
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(unknown.body).toEqual(known.body);
  }, 180_000);

  it("limits how often the reset's '계정을 찾을 수 없음' can be asked from one address", async () => {
    const client = createClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.post('/api/users/password-reset', { email: `probe${i}.${Date.now()}@example.kr` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('security headers on every page', () => {
  let spaDir = '';
  let spa: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
    spaDir = dir;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    spa = await createTestApp();
    spa = { ...spa, app: createApp({ ...spa.deps, staticDir: dir }) };
    https = await createTestApp({ BASE_URL: 'https://geulbit.example' });
  });
  afterAll(async () => {
    await spa.close();
    await https.close();
  });

  const pages = ['/', '/login', '/write', '/credits/purchase', '/no-such-page', '/robots.txt', '/assets/missing.txt', '/api/health', '/api/no-such-thing', '/files/not-a-file'];

  it('sends a CSP without inline scripts that no other site may frame, on pages, files, API answers and errors', async () => {
    const member = createClient(spa);
    await signUpAndLogin(member);
    const [avatar] = await spa.db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
    for (const url of [...pages, `/files/${avatar?.id}`]) {
      const res = await spa.app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scripts = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? csp.split(';').find((d) => d.trim().startsWith('default-src')) ?? '';
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(csp.includes("frame-ancestors 'none'") || csp.includes('sandbox'), url).toBe(true);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
    const big = await spa.app.request('/api/users/login', { method: 'POST', headers: { 'Content-Length': String(2 * 1024 * 1024), Origin: TEST_ORIGIN }, body: 'x' });
    expect(big.status).toBe(413);
    expect(big.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends a built script, stylesheet or font only what a file that is never a document needs', async () => {
    writeFileSync(path.join(spaDir, 'assets', 'app-x1.js'), 'export {};\n');
    for (const url of ['/assets/app-x1.js', '/assets/missing.css', '/assets/missing.woff2']) {
      const res = await spa.app.request(url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) expect(res.headers.get(name), `${url} ${name}`).toBeNull();
    }
    expect((await spa.app.request('/assets/app-x1.js')).status).toBe(200);
    // Over https they are pinned to it too.
    expect((await https.app.request('/assets/missing.js')).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('keeps a stored file its own stricter policy (an SVG runs no script)', async () => {
    const [avatar] = await spa.db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
    const res = await spa.app.request(`/files/${avatar?.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('adds HSTS when the site is served over https', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await https.app.request(url);
      expect(res.headers.get('strict-transport-security'), url).toMatch(/max-age=\d{7,}/);
    }
  });
});
