import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_PAGE_PATHS } from '@contracts/pages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { users } from './db/schema';
import type { AppEnv } from './lib/app-context';
import { appRoutes, type AppRoute } from './testing/app-routes';
import { createClient, randomClientAddress, type TestClient } from './testing/browser-client';
import { signUpAndLogin } from './testing/factories';
import { type FuzzCase, genericCases, pageCases, schemaCases } from './testing/fuzz/fuzz-cases';
import { type FakeImagesServer, startFakeImagesServer } from './testing/fakes/openai-images-server';
import { type FakeToss, startFakeToss } from './testing/fakes/toss-server';
import { instantLlm } from './testing/instant-llm';
import { TOSS_KEYS } from './testing/pay-kit';
import { startFakeBlogger } from './testing/fakes/blogger-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';

// The fuzz gate: every route the app registers, as a visitor, a member and an admin, with
// hand-written bad input and inputs generated from the route's own schema. Fixed seed: a failure replays.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SCHEMA_RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Routes not fuzzed, each with why. Keep it small: a route not listed here is fuzzed, so a new route
 * that answers 500 fails this gate.
 */
export const NOT_FUZZED: Record<string, string> = {};

/** Routes fuzzed for 5xx and leaks whose error answer is not JSON on purpose, each with why. */
const OWN_ERROR_FORMAT: Record<string, string> = {
  'GET /api/reports/unsubscribe': 'a Korean HTML page: a person opens it from the link in a report mail',
};

// Fuzzed last: deleting the account needs no password (spec), so its first valid case ends the member.
const LAST = new Set(['POST /api/users/delete-account']);
const inOrder = (routes: AppRoute[]) => [...routes.filter((r) => !LAST.has(`${r.method} ${r.path}`)), ...routes.filter((r) => LAST.has(`${r.method} ${r.path}`))];

const LEAK = /\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+:\d+|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate \S+ set\b|syntax error|violates|duplicate key|relation "|Failed query|ZodError|TypeError|ReferenceError/i;
const KOREAN = /[가-힣]/;

const pagesDir = mkdtempSync(path.join(tmpdir(), 'fuzz-pages-'));
let t: TestApp;
/** The same app serving the public pages too, as the built server does (each product, article or shared post looked up). */
let pagesApp: TestApp['app'];
let toss: FakeToss;
let imagesFake: FakeImagesServer;
let google: Awaited<ReturnType<typeof startFakeBlogger>>;
let victim: TestClient;
const victimIds: string[] = [];
const victimSecrets: string[] = [];
const roles: Record<'visitor' | 'member' | 'admin', { client: TestClient; login?: { email: string; password: string } }> = {} as never;
let total = 0;

async function readStream(res: { body: unknown }) {
  return typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
}

/** What the victim sees of their own account: it must read the same after the fuzz. */
async function victimView() {
  const paths = ['/api/session', '/api/generations', '/api/prompts', '/api/keywords/lists', '/api/credits/wallet', '/api/credits/ledger', '/api/reports/settings', `/api/generations/${victimIds[0]}`];
  const view: Record<string, unknown> = {};
  for (const p of paths) view[p] = (await victim.get(p)).body;
  // The categories offered are the admin's to change (and the admin fuzz does); the victim's choice is theirs.
  delete (view['/api/reports/settings'] as { categories?: unknown }).categories;
  return view;
}

beforeAll(async () => {
  imagesFake = await startFakeImagesServer();
  toss = await startFakeToss({ secretKey: TOSS_KEYS.secretKey, clientKey: TOSS_KEYS.clientKey });
  // Google (Blogger connections) against its local fake, so the Blogger routes are fuzzed past "not set up".
  google = await startFakeBlogger({ clientId: 'fuzz.apps.googleusercontent.com', clientSecret: 'fuzz-secret' });
  // Payments configured (against a local fake Toss), so the payment routes are fuzzed past "not set up".
  const settings = {
    ADMIN_EMAILS: 'fuzz-admin@geulbit.kr',
    TOSS_CLIENT_KEY: TOSS_KEYS.clientKey,
    TOSS_SECRET_KEY: TOSS_KEYS.secretKey,
    TOSS_API_BASE_URL: toss.url,
    BANK_TRANSFER_ACCOUNT: '국민은행 123456-78-901234 (주)글빛',
    IMAGE_PROVIDER: 'openai',
    IMAGE_API_KEY: 'sk-fuzz',
    IMAGE_BASE_URL: imagesFake.url,
    ...google.settings,
  };
  t = await createTestApp(settings, { llm: instantLlm() });
  writeFileSync(path.join(pagesDir, 'index.html'), '<!doctype html><html lang="ko"><head><title>built</title></head><body><div id="root"></div></body></html>');
  pagesApp = createApp({ ...t.deps, staticDir: pagesDir });
  victim = createClient(t);
  const v = await signUpAndLogin(victim);
  const prompt = await victim.post('/api/prompts', { name: 'VICTIM-SECRET-PROMPT', description: '', instructions: '{keyword} 글', isDefault: false });
  const list = await victim.post('/api/keywords/lists', { name: 'VICTIM-SECRET-LIST' });
  await victim.post(`/api/keywords/lists/${list.body.id}/items`, { keyword: 'VICTIM-SECRET-KEYWORD' });
  const item = (await victim.get('/api/keywords/lists')).body.lists?.[0]?.items?.[0];
  await readStream(await victim.post('/api/generations', { keyword: 'VICTIM-SECRET-KEYWORD', length: 'short' }));
  const generations = await victim.get('/api/generations');
  const generationId = generations.body.items?.[0]?.id ?? generations.body.generations?.[0]?.id;
  expect(generationId, JSON.stringify(generations.body).slice(0, 300)).toBeTruthy();
  victimIds.push(generationId, prompt.body.template?.id ?? prompt.body.id, list.body.id, item?.id, v.user.id);
  expect(victimIds.every(Boolean), JSON.stringify({ prompt: prompt.body, item })).toBe(true);
  victimSecrets.push(v.email, v.user.id, 'VICTIM-SECRET');

  roles.visitor = { client: createClient(t) };
  await roles.visitor.client.post('/api/visitors');
  roles.member = { client: createClient(t) };
  const m = await signUpAndLogin(roles.member.client);
  roles.member.login = { email: m.email, password: m.password };
  roles.admin = { client: createClient(t) };
  const a = await signUpAndLogin(roles.admin.client, { email: 'fuzz-admin@geulbit.kr' });
  await t.db.update(users).set({ verified: true }).where(eq(users.email, 'fuzz-admin@geulbit.kr'));
  roles.admin.login = { email: a.email, password: a.password };
  expect((await roles.admin.client.get('/api/session')).body.user.role).toBe('admin');
}, 60_000);
afterAll(async () => {
  await t.close();
  await toss.close();
  await imagesFake.close();
  await google.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

type App = TestApp['app'];

async function send(client: TestClient, method: string, c: FuzzCase, app: App = t.app) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...c.headers };
  if (client.jar.size) headers.Cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const body = typeof c.body === 'function' ? c.body() : c.body;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) };
  // Each request from its own address (IPv4, IPv6 in its own /64, or IPv4-mapped), so per-address limits
  // do not end the fuzz early and every form of client address reaches the limits' keys.
  const res = await app.request(c.url, init, { incoming: { socket: { remoteAddress: randomClientAddress() } } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

function problemsOf(who: string, method: string, route: string, c: FuzzCase, res: Awaited<ReturnType<typeof send>>) {
  const where = `${who} ${method} ${c.url.slice(0, 90)} [${c.name}]`;
  const found: string[] = [];
  if (res.status >= 500) found.push(`${where} → ${res.status} ${res.text.slice(0, 160)}`);
  if (c.expectStatus && res.status !== c.expectStatus) found.push(`${where} → ${res.status}, expected ${c.expectStatus}`);
  if (LEAK.test(res.text)) found.push(`${where} leaks internals: ${res.text.match(LEAK)?.[0]}`);
  for (const secret of victimSecrets) if (res.text.includes(secret)) found.push(`${where} reveals another member's data (${secret.slice(0, 16)})`);
  if (res.status >= 400 && !(`${method} ${route}` in OWN_ERROR_FORMAT)) {
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(res.text);
    } catch {
      body = undefined;
    }
    const e = body?.error;
    if (typeof e?.code !== 'string' || typeof e.message !== 'string' || Object.keys(body ?? {}).length !== 1) found.push(`${where} → ${res.status} not our error shape: ${res.text.slice(0, 120)}`);
    else if (!KOREAN.test(e.message)) found.push(`${where} → ${res.status} message not Korean: ${e.message}`);
  }
  return found;
}

/** A page answers a person: HTML, so its refusals are judged by being Korean, not by the API's error shape. */
function pageProblemsOf(who: string, c: FuzzCase, res: Awaited<ReturnType<typeof send>>) {
  const where = `${who} GET ${c.url.slice(0, 90)} [${c.name}]`;
  const found: string[] = [];
  if (res.status >= 500) found.push(`${where} → ${res.status} ${res.text.slice(0, 160)}`);
  if (c.expectStatus && res.status !== c.expectStatus) found.push(`${where} → ${res.status}, expected ${c.expectStatus}`);
  if (LEAK.test(res.text)) found.push(`${where} leaks internals: ${res.text.match(LEAK)?.[0]}`);
  for (const secret of victimSecrets) if (res.text.includes(secret)) found.push(`${where} reveals another member's data (${secret.slice(0, 16)})`);
  // A path that looks like a file (a dot in its last segment) is a missing asset, answered plainly; a page's answer is Korean.
  const asset = res.status === 404 && /\.[^/]*$/.test(new URL(c.url, TEST_ORIGIN).pathname);
  if (res.status >= 400 && !asset && !KOREAN.test(res.text)) found.push(`${where} → ${res.status} not in Korean: ${res.text.slice(0, 120)}`);
  return found;
}

/** Members and admins are signed in again if a case ended their session (logout does, on purpose). */
async function keepSignedIn(who: keyof typeof roles, after: string) {
  const role = roles[who];
  if (!role.login) return;
  const session = await role.client.get('/api/session');
  if (session.body?.user) return;
  role.client.jar.clear();
  const res = await createClient(t).post('/api/users/login', role.login);
  const fresh = createClient(t);
  const again = await fresh.post('/api/users/login', role.login);
  if (again.status !== 200) throw new Error(`${who} could not sign in again after ${after}: ${JSON.stringify(res.body)} ${JSON.stringify(again.body)}`);
  for (const [k, v] of fresh.jar) role.client.jar.set(k, v);
}

/** better-auth's own endpoints, which Hono sees as the one route '/api/auth/*': each is fuzzed by its path too. */
function authRoutes(): AppRoute[] {
  const endpoints = Object.values(t.deps.auth.api as unknown as Record<string, { path?: unknown; options?: { method?: unknown } }>);
  const seen = new Set<string>();
  const routes: AppRoute[] = [];
  for (const endpoint of endpoints) {
    if (typeof endpoint?.path !== 'string') continue;
    const declared = [endpoint.options?.method].flat().filter((m): m is string => m === 'GET' || m === 'POST');
    for (const method of declared.length ? declared : ['GET', 'POST']) {
      const key = `${method} /api/auth${endpoint.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, path: `/api/auth${endpoint.path}`, inputs: {} });
    }
  }
  return routes;
}

const casesFor = (route: AppRoute) => [
  ...genericCases(route, ['00000000-0000-4000-8000-000000000001'], victimIds),
  ...schemaCases(route, SCHEMA_RUNS, SEED, '00000000-0000-4000-8000-000000000001'),
];

/** Sends every case of every route as `who`; returns what broke the rules. */
async function fuzzRoutes(app: App, who: keyof typeof roles, routes: AppRoute[]) {
  const problems: string[] = [];
  let cases = 0;
  for (const route of routes) {
    const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
    for (const method of methods) {
      for (const c of casesFor(route)) {
        cases += 1;
        const res = await send(roles[who].client, method, c, app);
        problems.push(...problemsOf(who, method, route.path, c, res));
      }
    }
    if (!LAST.has(`${route.method} ${route.path}`)) await keepSignedIn(who, `${route.method} ${route.path}`);
  }
  total += cases;
  process.stdout.write(`fuzz gate (${who}): ${routes.length} routes × ${(cases / routes.length).toFixed(1)} cases = ${cases} requests, seed ${SEED}; ${total} so far\n`);
  return problems;
}

describe('the fuzz gate over every route', () => {
  it('finds the routes, and every route it skips is listed with a reason', () => {
    const routes = appRoutes(t.app, ['/api/', '/files/']);
    expect(routes.length).toBeGreaterThan(80);
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(NOT_FUZZED).filter((k) => !known.has(k))).toEqual([]);
    const withSchema = routes.filter((r) => Object.keys(r.inputs).length > 0);
    expect(withSchema.length).toBeGreaterThan(40);
    expect(authRoutes().map((r) => r.path)).toContain('/api/auth/sign-in/social');
  });

  it('fails on a route that answers 500, leaks a stack or answers outside our error shape (the gate itself can fail)', async () => {
    const app = createApp(t.deps);
    const broken = new Hono<AppEnv>()
      .post('/crash/:id', () => {
        throw new Error('boom');
      })
      .get('/stack', (c) => c.text(new Error('where').stack ?? '', 400))
      .get('/english', (c) => c.json({ error: { code: 'BAD', message: 'Bad request' } }, 400));
    // Outside /api, where the app's own catch-all 404 (registered first) would answer instead.
    (app as unknown as Hono<AppEnv>).route('/gate-probe', broken);
    const probes = appRoutes(app, ['/gate-probe/']);
    expect(probes).toHaveLength(3);
    const problems = await fuzzRoutes(app, 'visitor', probes);
    expect(problems.some((p) => p.includes('POST /gate-probe/crash') && p.includes('→ 500'))).toBe(true);
    expect(problems.some((p) => p.includes('/gate-probe/stack') && p.includes('leaks internals'))).toBe(true);
    expect(problems.some((p) => p.includes('/gate-probe/english') && p.includes('not Korean'))).toBe(true);
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`never answers 5xx, a leak or another member's data on the public pages, and refuses bad escapes and NUL in Korean (${who})`, async () => {
      const problems: string[] = [];
      let cases = 0;
      for (const pagePath of APP_PAGE_PATHS) {
        for (const c of pageCases(pagePath, victimIds)) {
          cases += 1;
          problems.push(...pageProblemsOf(who, c, await send(roles[who].client, 'GET', c, pagesApp)));
        }
      }
      total += cases;
      process.stdout.write(`fuzz gate (${who}, pages): ${APP_PAGE_PATHS.length} pages, ${cases} requests; ${total} so far\n`);
      expect(problems.slice(0, 60), `${problems.length} problems`).toEqual([]);
    }, 600_000);
  }

  for (const who of ['visitor', 'member', 'admin'] as const) {
    it(`never answers 5xx, a foreign error shape, a leak or another member's data (${who})`, async () => {
      const before = await victimView();
      const routes = inOrder([...appRoutes(t.app, ['/api/', '/files/']), ...authRoutes()].filter((r) => !(`${r.method} ${r.path}` in NOT_FUZZED)));
      const problems = await fuzzRoutes(t.app, who, routes);
      expect(problems.slice(0, 60), `${problems.length} problems`).toEqual([]);
      expect(await victimView()).toEqual(before);
    }, 600_000);
  }
});
