import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, fillPath } from '../testing/app-routes';
import { createClient, type TestClient } from '../testing/browser-client';
import { signUpAndLogin } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hasUnstorableText, UNSUPPORTED_CHARACTER_MESSAGE } from './text-guard';

let t: TestApp;
let member: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'nul-admin@geulbit.kr' });
  member = createClient(t);
  await signUpAndLogin(member);
  visitor = createClient(t);
  await visitor.get('/api/session');
});
afterAll(() => t.close());

const NUL = '\u0000';
// Every text field any route reads, each carrying a NUL: whichever the route takes, it gets one.
const poisonedBody = Object.fromEntries(
  ['email', 'password', 'passwordConfirm', 'keyword', 'subKeywords', 'instructions', 'name', 'description', 'title', 'content',
    'markdown', 'token', 'firstName', 'lastName', 'query', 'seeds', 'customerId', 'accessLicense', 'secretKey', 'userId',
    'currentPassword', 'hintKeywords', 'categoryIds', 'templateId', 'body']
    .map((k) => [k, k === 'subKeywords' || k === 'seeds' ? [`키워드${NUL}`] : `값${NUL}값`]),
);

/** Every API route the app registers, from Hono itself, so a route added later is covered too. */
const apiRoutes = () => appRoutes(t.app);

const withParams = (path: string, value: string) => fillPath(path, encodeURIComponent(value));

describe('text PostgreSQL cannot store, on every API route', () => {
  it('finds the routes to check', () => {
    expect(apiRoutes().length).toBeGreaterThan(30);
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`refuses a NUL in the body, the query or a path id with a Korean 400 (${who})`, async () => {
      const client = who === 'member' ? member : visitor;
      const problems: string[] = [];
      for (const { method, path } of apiRoutes()) {
        const attempts = [
          { url: `${withParams(path, `id${NUL}`)}`, body: undefined },
          { url: `${withParams(path, 'ok-id')}?q=${encodeURIComponent(NUL)}&cursor=${encodeURIComponent(`c${NUL}`)}&keyword=%00&token=%00`, body: undefined },
          ...(method === 'GET' ? [] : [{ url: withParams(path, 'ok-id'), body: poisonedBody }]),
        ];
        for (const { url, body } of attempts) {
          if (!url.includes('%00') && body === undefined) continue;
          const res = await client.send(method, url, body);
          if (res.status !== 400 || res.body?.error?.code !== 'INVALID_CHARACTER' || res.body.error.message !== UNSUPPORTED_CHARACTER_MESSAGE) {
            problems.push(`${method} ${url} ${body ? 'with body' : ''} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('refuses the calls the probe found answering 500: login, reset, prompts, keyword lists, generations', async () => {
    const cases: [string, string, unknown?][] = [
      ['POST', '/api/users/login', { email: `a${NUL}@b.kr`, password: 'whatever1' }],
      ['POST', '/api/users/password-reset', { email: `a${NUL}@b.kr` }],
      ['POST', '/api/prompts', { name: `이름${NUL}`, description: '', instructions: '{keyword} 글' }],
      ['POST', '/api/keywords/lists', { name: `목록${NUL}` }],
      ['POST', '/api/generations', { keyword: `맛집${NUL}` }],
      ['PATCH', '/api/generations/abc', { content: `본문${NUL}` }],
      ['GET', `/api/generations?q=${encodeURIComponent(NUL)}`],
      ['GET', `/api/generations?cursor=${encodeURIComponent(NUL)}`],
    ];
    for (const [method, url, body] of cases) {
      const res = await member.send(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error.message).toBe(UNSUPPORTED_CHARACTER_MESSAGE);
    }
  });

  it('lets ordinary Korean text and emoji through', async () => {
    const res = await member.get(`/api/generations?q=${encodeURIComponent('맛집 🍜 추천')}`);
    expect(res.status).toBe(200);
    const list = await member.post('/api/keywords/lists', { name: '여행 ✈️ 목록' });
    expect(list.body?.error?.code).not.toBe('INVALID_CHARACTER');
  });
});

describe('hasUnstorableText', () => {
  it('finds NUL and lone surrogates anywhere, and accepts paired ones', () => {
    expect(hasUnstorableText({ a: [{ b: `x${NUL}` }] })).toBe(true);
    expect(hasUnstorableText({ [`k${NUL}`]: 1 })).toBe(true);
    expect(hasUnstorableText('\uD800')).toBe(true);
    expect(hasUnstorableText('a\uDC00b')).toBe(true);
    expect(hasUnstorableText('🍜 한글')).toBe(false);
    expect(hasUnstorableText({ n: 1, ok: true, s: null })).toBe(false);
  });
});
