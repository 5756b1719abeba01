import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { appRoutes, fillPath } from '../testing/app-routes';
import { createClient, type TestClient } from '../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { decodedUrlParts, hasUnstorableText, MALFORMED_URL_MESSAGE, UNSUPPORTED_CHARACTER_MESSAGE } from './text-guard';

const dir = mkdtempSync(path.join(tmpdir(), 'text-guard-'));
let t: TestApp;
let pages: TestApp;
let member: TestClient;
let visitor: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'nul-admin@geulbit.kr' });
  member = createClient(t);
  await signUpAndLogin(member);
  visitor = createClient(t);
  await visitor.get('/api/session');
  admin = await signedInAdmin(t, 'nul-admin@geulbit.kr');
  // The public pages as the built server serves them (a product, an article, a shared post each look themselves up).
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ko"><head><title>built</title></head><body><div id="root"></div></body></html>');
  pages = { ...t, app: createApp({ ...t.deps, staticDir: dir }) };
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

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

  it('refuses a NUL behind a malformed escape elsewhere in the query, on the calls the probe found answering 500', async () => {
    const cases: [TestClient | null, string][] = [
      [null, '/api/contents?q=a%00b&z=%ff'],
      [member, '/api/generations?q=a%00b&z=%ff'],
      [null, '/api/reports/unsubscribe?token=a%00b&z=%ff'],
      [member, '/api/publications?blogId=a%00b&z=%ff'],
      [admin, '/api/credits/admin/orders?status=a%00b&z=%ff'],
    ];
    for (const [client, url] of cases) {
      const res = await (client ?? createClient(t)).get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ error: { code: 'MALFORMED_URL', message: MALFORMED_URL_MESSAGE } });
      // Without the bad escape, the NUL itself is what is refused.
      const plain = await (client ?? createClient(t)).get(url.replace('&z=%ff', ''));
      expect(plain.body.error, url).toEqual({ code: 'INVALID_CHARACTER', message: UNSUPPORTED_CHARACTER_MESSAGE });
    }
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`refuses malformed percent-encoding in the query or a path segment with a Korean 400 (${who})`, async () => {
      const client = who === 'member' ? member : visitor;
      const problems: string[] = [];
      for (const { method, path } of apiRoutes()) {
        const base = fillPath(path, 'ok-id');
        // Not UTF-8: a lone byte, a bad hex pair, a cut sequence, an encoded lone surrogate.
        const urls = [`${base}?a=1&z=%ff`, `${base}?%zz=1`, `${base}?q=%E0%A4%A`, `${base}/a%zz`];
        if (path.includes(':')) urls.push(fillPath(path, '%ff'), fillPath(path, 'a%'), fillPath(path, '%ED%A0%80'));
        for (const url of urls) {
          const res = await client.send(method, url, method === 'GET' ? undefined : {});
          if (res.status !== 400 || res.body?.error?.code !== 'MALFORMED_URL' || res.body.error.message !== MALFORMED_URL_MESSAGE) {
            problems.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('lets ordinary Korean text and emoji through', async () => {
    const res = await member.get(`/api/generations?q=${encodeURIComponent('맛집 🍜 추천')}`);
    expect(res.status).toBe(200);
    const list = await member.post('/api/keywords/lists', { name: '여행 ✈️ 목록' });
    expect(list.body?.error?.code).not.toBe('INVALID_CHARACTER');
  });
});

describe('public pages with a NUL or a malformed escape in the path or query', () => {
  it('answer a Korean 400 page, never a 500 from the database', async () => {
    const cases = ['/a%00b', '/a%00b-onepage', '/contents/1%00', '/%00', '/blog/x%00', '/contents/%ff', '/%E0%A4%A', '/?utm=%ff', '/contents?q=a%00b', '/kin?q=%zz'];
    for (const url of cases) {
      const res = await pages.app.request(url);
      const html = await res.text();
      expect(res.status, url).toBe(400);
      expect(res.headers.get('content-type'), url).toMatch(/text\/html/);
      expect(html, url).toContain('잘못된 주소입니다');
      expect(html, url).toContain(url.includes('%00') ? UNSUPPORTED_CHARACTER_MESSAGE : MALFORMED_URL_MESSAGE);
    }
  });

  it('still serve a well-formed Korean path and query', async () => {
    expect((await pages.app.request(`/contents/${encodeURIComponent('없는-글')}`)).status).toBe(404);
    expect((await pages.app.request(`/?q=${encodeURIComponent('맛집 추천')}&utm=a+b`)).status).toBe(200);
  });
});

describe('decodedUrlParts', () => {
  it('decodes each path segment and query name and value on its own, and says null for any bad escape', () => {
    expect(decodedUrlParts('http://x/a%20b/%EB%A7%9B?q=a+b&k=%00&flag')).toEqual(['', 'a b', '맛', 'q', 'a b', 'k', NUL, 'flag', '']);
    for (const bad of ['http://x/?q=a%00b&z=%ff', 'http://x/%ff', 'http://x/a%', 'http://x/?%zz', 'http://x/?q=%E0%A4%A']) expect(decodedUrlParts(bad), bad).toBeNull();
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
