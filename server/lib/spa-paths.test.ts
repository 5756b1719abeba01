import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '@contracts/pages';
import { createApp } from '../app';
import { generations, users } from '../db/schema';
import { signedInAdmin } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { AppEnv } from './app-context';
import { mountSpa } from './spa';

const ADMIN = 'spa-paths-admin@geulbit.kr';
const PRODUCT = 'spa-paths-product';
const SHARE_ID = 'spa-paths-share';
const ARTICLE = 'naver-blog-seo-basics'; // one of the articles a first install ships
const NOT_FOUND_TITLE = '<title>페이지를 찾을 수 없습니다 · 글빛</title>';

const dir = mkdtempSync(path.join(tmpdir(), 'spa-paths-'));
let t: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ko"><head><title>built</title></head><body><div id="root"></div></body></html>');
  app = createApp({ ...t.deps, staticDir: dir });
  const admin = await signedInAdmin({ ...t, app }, ADMIN);
  const created = await admin.post('/api/products/admin', {
    slug: PRODUCT,
    name: '블로그 글쓰기',
    summary: '키워드 하나로 쓰는 글',
    heroText: '키워드만 넣으면 됩니다.',
    heroImageUrl: '/files/hero.png',
    features: [{ title: '빠른 초안', body: '1분 안에 초안이 나옵니다.' }],
    faq: [{ question: '무료인가요?', answer: '가입하면 무료 횟수가 있습니다.' }],
    packageIds: ['pkg_starter'],
    published: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  await t.db.insert(generations).values({
    id: 'gen-spa-paths',
    ownerUserId: owner?.id as string,
    keyword: '제주 여행',
    title: '제주 여행 코스',
    input: { keyword: '제주 여행' } as never,
    content: '제주 바다는 맑습니다.',
    status: 'completed',
    provider: 'offline',
    model: 'offline',
    charge: { kind: 'counter' },
    shareId: SHARE_ID,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each page path of the route table as a person opens it: parameters filled with an item that exists. */
const openable = APP_PAGE_PATHS.flatMap((p) => {
  if (p === '/:product') return [`/${PRODUCT}`, `/${PRODUCT}-onepage`];
  return [p.replace('/contents/:id', `/contents/${ARTICLE}`).replace('/blog/:id', `/blog/${SHARE_ID}`)];
});

const fixedPaths = APP_PAGE_PATHS.filter((p) => !p.includes(':') && p !== '/');

/** Paths no row of the route table matches, at every depth under every page and under the parameters. */
const unknown = [
  '/history/nope',
  '/admin/nope',
  '/vipHistory/zz',
  '/kin/zzim/x/y',
  '/admin',
  '/credits',
  '/no/such/page',
  '/kin//zzim',
  `/contents/${ARTICLE}/more`,
  `/blog/${SHARE_ID}/x`,
  `/${PRODUCT}/x`,
  '/api-docs/x',
  ...fixedPaths.flatMap((p) => [`${p}/nope`, `${p}/a/b/c`, `${p}/%ED%95%9C/1`]),
];

async function get(route: string, headers: Record<string, string> = {}) {
  const res = await app.request(route, { headers });
  return { status: res.status, html: await res.text() };
}

describe('the SPA fallback answers 200 only for the route table', () => {
  it('opens every page of the route table, parameters filled with an item that exists', async () => {
    expect(openable.length).toBeGreaterThanOrEqual(APP_PAGE_PATHS.length);
    for (const route of openable) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.html, route).toContain('<div id="root">');
      expect(res.html, route).not.toContain(NOT_FOUND_TITLE);
    }
  });

  it('matches as the SPA’s router does: any letter case, a trailing slash', async () => {
    for (const route of ['/History', '/kin/zzim/', '/ADMIN/Credits', `/Contents/${ARTICLE}`, '/vipHistory/']) {
      expect((await get(route)).status, route).toBe(200);
    }
  });

  it('answers the Korean 404 page with status 404 for any other path, at any depth', async () => {
    expect(unknown.length).toBeGreaterThan(100);
    for (const route of unknown) {
      const res = await get(route);
      expect(res.status, route).toBe(404);
      expect(res.html, route).toContain(NOT_FOUND_TITLE);
      expect(res.html, route).toContain('<meta name="robots" content="noindex" />');
      expect(res.html, route).toContain('<div id="root"></div>');
    }
  });

  it('gives a browser that navigates to a missing file the 404 page, and anything else a plain 404', async () => {
    const navigated = await get('/history/old.html', { Accept: 'text/html,application/xhtml+xml' });
    expect(navigated.status).toBe(404);
    expect(navigated.html).toContain(NOT_FOUND_TITLE);
    const fetched = await get('/assets/missing.js');
    expect(fetched).toEqual({ status: 404, html: 'Not Found' });
  });

  it('keeps to the route table when mounted without the page describer too', async () => {
    const bare = new Hono<AppEnv>();
    mountSpa(bare, dir);
    expect((await bare.request('/kin/zzim')).status).toBe(200);
    expect((await bare.request('/kin/zzim/x/y')).status).toBe(404);
    expect((await bare.request('/admin/nope')).status).toBe(404);
  });
});
