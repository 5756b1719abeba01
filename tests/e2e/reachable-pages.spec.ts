import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, type APIRequestContext, type Page, test } from './support/test';
import { APP_PAGE_PATHS } from '../../contracts/page-paths';
import { baseURL, baseURLB, E2E_ADMIN_EMAIL } from '../../playwright.config';
import { envSchema } from '../../server/env';
import { snap, viewports } from './helpers';
import { E2E_PASSWORD, memberOnB, unique } from './support/server-b';

// Every page of the route table is reachable from what a person clicks, for each role: a crawl from `/` that
// follows only links, with the header's profile menu opened on each page (the sidebar is on screen at 1280 px).
// On each page a non-admin opens, the rendered text must name no setting (server/env.ts): users read plain
// Korean, and only an admin reads setting names, on /admin/setup.

type Role = 'visitor' | 'member' | 'vip' | 'admin';
type Requirement = 'signIn' | 'vip' | 'subscription' | 'admin';
const MEETS: Record<Role, readonly Requirement[]> = {
  visitor: [],
  member: ['signIn'],
  vip: ['signIn', 'vip', 'subscription'],
  admin: ['signIn', 'admin'],
};

/** Each route's requirements, read from the route table's source (it imports the pages, so it cannot be loaded here). */
function routeRequirements(): Map<string, Requirement[]> {
  const source = readFileSync('src/app/route-table.ts', 'utf8');
  const rows = source.split(/\{ path: '/).slice(1);
  const table = new Map<string, Requirement[]>();
  for (const row of rows) {
    const path = row.slice(0, row.indexOf("'"));
    const requires = /requires: \[([^\]]*)\]/.exec(row.slice(0, row.indexOf('lazy:') >= 0 ? row.indexOf('lazy:') : row.indexOf('page:')))?.[1] ?? '';
    table.set(path, [...requires.matchAll(/'(\w+)'/g)].map((m) => m[1] as Requirement));
  }
  return table;
}
const REQUIRES = routeRequirements();

/**
 * Pages no link inside the app leads to, by design, and why. A route a role may open that is neither reached
 * nor listed here fails the crawl.
 */
const EXEMPT: Partial<Record<string, { roles: readonly Role[]; why: string }>> = {
  '/oauth-callback': { roles: ['visitor', 'member', 'vip', 'admin'], why: "Google's sign-in sends the browser back here; it is no page to pick" },
  '/reset-password': { roles: ['visitor', 'member', 'vip', 'admin'], why: 'the password-reset mail links here, with its one-time token' },
  '/zoho-oauth': { roles: ['visitor', 'member', 'vip'], why: "only an admin connects the mail account (the page asks for one); admins reach it from the admin menu" },
  '/:product': {
    roles: ['visitor', 'member', 'vip'],
    why: 'product landing pages are reached from outside (ads, shared links): the app lists no catalog; an admin opens each from /admin/products',
  },
  '/blog-connect': { roles: ['visitor'], why: "a member's own blogs: a visitor reaches it after signing in, from the profile menu" },
  '/site-setting': { roles: ['visitor'], why: "a member's blogs' defaults: a visitor reaches it after signing in, from the profile menu" },
  '/kin/zzim': { roles: ['visitor'], why: "a member's bookmarks: a visitor reaches it after signing in, from the profile menu" },
  '/vipCreditHistory': { roles: ['visitor'], why: "a member's credit ledger: a visitor reaches it after signing in, from the header's credits" },
  '/credits/manual-charge': { roles: ['visitor'], why: 'a bank transfer is asked for by a member: a visitor reaches it after signing in, from the profile menu' },
  '/wblog': { roles: ['visitor'], why: "the editor of a member's post: the crawl's visitor has written none" },
  '/blog/:id': { roles: ['visitor', 'vip', 'admin'], why: 'a shared post is read from the link its author sends; the crawl shares a post of its member only' },
};

/** The route a path lands on, as the router matches it (static rows first, then one dynamic segment). */
function routeOf(pathname: string): string | undefined {
  if ((APP_PAGE_PATHS as readonly string[]).includes(pathname)) return pathname;
  if (/^\/contents\/[^/]+$/.test(pathname)) return '/contents/:id';
  if (/^\/blog\/[^/]+$/.test(pathname)) return '/blog/:id';
  if (/^\/[^/]+$/.test(pathname)) return '/:product';
  return undefined;
}

const mayOpen = (role: Role, route: string) => (REQUIRES.get(route) ?? []).every((r) => MEETS[role].includes(r));

const SETTING_NAMES = Object.keys(envSchema.shape);
const NAMED = new RegExp(`\\b(${SETTING_NAMES.join('|')})\\b`, 'g');

/** The text a person reads on the page now: what is shown, and the labels and hints a screen reader or a tooltip gives. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return `${document.title}\n${document.body.innerText}\n${labels.join('\n')}`;
  });
}

async function settingNamesOn(page: Page): Promise<string[]> {
  return [...new Set((await readableText(page)).match(NAMED) ?? [])];
}

/** The links a person can see and click on the page now (same origin, pages of the SPA only). */
async function visibleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links.filter((a) => (a as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })).map((a) => (a as HTMLAnchorElement).href),
  );
  const origin = new URL(page.url()).origin;
  return hrefs.filter((h) => {
    const u = new URL(h);
    return u.origin === origin && !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/files/') && !/\.\w+$/.test(u.pathname);
  });
}

/** Opens what a person opens to see more links: the header's profile menu. */
async function openMenus(page: Page) {
  const profile = page.getByRole('button', { name: '내 메뉴' });
  if (await profile.isVisible()) {
    await profile.click();
    await expect(page.getByRole('navigation', { name: '내 메뉴' })).toBeVisible();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

type CrawlResult = { reached: Map<string, string>; named: string[] };

/** Follows links from `/` as `role`: each route once (its first address found), its links and its menus. */
async function crawl(page: Page, role: Role, { shots }: { shots: boolean }): Promise<CrawlResult> {
  const reached = new Map<string, string>();
  const named: string[] = [];
  const queue = ['/'];
  reached.set('/', '/');
  while (queue.length) {
    const address = queue.shift() as string;
    await page.setViewportSize(viewports.desktop);
    await page.goto(address);
    await settle(page);
    const route = routeOf(new URL(page.url()).pathname);
    if (role !== 'admin') {
      const names = await settingNamesOn(page);
      if (names.length) named.push(`${role} ${address}: ${names.join(', ')}`);
    }
    if (shots && route) {
      const name = `reach-${role}-${address.replace(/[^\w가-힣-]+/g, '_').replace(/^_|_$/g, '') || 'home'}`;
      await snap(page, `${name}-1280`);
      await page.setViewportSize(viewports.phone);
      await snap(page, `${name}-390`);
      await page.setViewportSize(viewports.desktop);
    }
    // The profile menu's links join the page's own.
    await openMenus(page);
    if (role !== 'admin') {
      const names = await settingNamesOn(page);
      if (names.length) named.push(`${role} ${address} (menus open): ${names.join(', ')}`);
    }
    // The post's detail (its editor link, its share link) opens from the history list.
    if (route === '/history') {
      const first = page.getByRole('list', { name: '생성 기록' }).getByRole('button').first();
      await first.waitFor({ timeout: 5000 }).catch(() => undefined);
      if (await first.isVisible()) {
        await first.click();
        await page.locator('a[href^="/wblog"]').first().waitFor({ timeout: 10_000 });
      }
    }
    for (const href of await visibleLinks(page)) {
      const u = new URL(href);
      const target = routeOf(u.pathname);
      if (!target || reached.has(target) || !mayOpen(role, target)) continue;
      reached.set(target, u.pathname + u.search);
      queue.push(u.pathname + u.search);
    }
  }
  return { reached, named };
}

const headers = { origin: baseURLB };

async function adminSession(request: APIRequestContext) {
  await memberOnB(request, E2E_ADMIN_EMAIL, { lastName: '관', firstName: '리자', verify: true, logIn: false }).catch(() => undefined);
  expect((await request.post('/api/users/login', { headers, data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD } })).status()).toBe(200);
}

/** A published article and product, so /contents/:id and /:product have a real instance to reach. */
async function publishContent(browser: Browser) {
  const admin = await browser.newContext({ baseURL: baseURLB });
  await adminSession(admin.request);
  const article = await admin.request.post('/api/contents/admin', {
    headers,
    data: { title: `도달 검사 ${unique()}`, summary: '메뉴로 닿는 글', category: '글쓰기 팁', body: '본문입니다.', coverImageUrl: '', status: 'published' },
  });
  expect(article.status()).toBe(201);
  const product = await admin.request.post('/api/products/admin', {
    headers,
    data: {
      slug: `reach-${unique()}`,
      name: '도달 검사 상품',
      summary: '메뉴로 닿는 상품',
      heroText: '',
      heroImageUrl: '',
      features: [{ title: '특징', body: '설명' }],
      faq: [],
      packageIds: ['pkg_starter'],
      published: true,
    },
  });
  expect(product.status()).toBe(201);
  await admin.close();
}

/** A post in the history (the second server's model writes it), so the history opens its details. */
async function writePost(request: APIRequestContext) {
  const gen = await request.post('/api/generations', { headers, data: { keyword: `도달 ${unique()}` } });
  expect(gen.status()).toBe(200);
  await gen.body();
}

/** A context signed in as `role` on the second server; a member also has a shared post in the history. */
async function contextFor(browser: Browser, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURLB, viewport: viewports.desktop });
  if (role === 'visitor') return context;
  if (role === 'admin') {
    await adminSession(context.request);
    await writePost(context.request);
    return context;
  }
  const email = `reach-${role}-${unique()}@example.kr`;
  await memberOnB(context.request, email, { lastName: '도', firstName: '달' });
  await writePost(context.request);
  if (role === 'member') {
    const { items } = (await (await context.request.get('/api/generations')).json()) as { items: { id: string }[] };
    expect((await context.request.post(`/api/generations/${items[0]?.id}/share`, { headers })).status()).toBe(200);
  }
  if (role === 'vip') {
    const admin = await browser.newContext({ baseURL: baseURLB });
    await adminSession(admin.request);
    expect((await admin.request.post('/api/credits/admin/vip', { headers, data: { email, action: 'grant', days: 30, reason: '도달 e2e' } })).status()).toBe(200);
    await admin.close();
    expect((await context.request.patch('/api/users/me', { headers, data: { wantKeywordReport: true } })).status()).toBe(200);
  }
  return context;
}

test.describe('every page is reachable by clicking, for each role', () => {
  test.beforeAll(async ({ browser }) => publishContent(browser));

  for (const role of ['visitor', 'member', 'vip', 'admin'] as const) {
    test(`as a ${role}: every page the route table lets them open is linked from what they click, and none names a setting`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await contextFor(browser, role);
      const page = await context.newPage();
      const { reached, named } = await crawl(page, role, { shots: process.env.REACH_SHOTS === '1' });
      const missing = [...REQUIRES.keys()].filter((route) => mayOpen(role, route) && !reached.has(route) && !EXEMPT[route]?.roles.includes(role));
      expect(missing, `unreached as ${role} (reached: ${[...reached.keys()].join(' ')})`).toEqual([]);
      // An exemption that no longer holds is taken out.
      const needless = Object.entries(EXEMPT).filter(([route, e]) => e?.roles.includes(role) && reached.has(route)).map(([route]) => route);
      expect(needless, `exempt for ${role} but reached`).toEqual([]);
      expect(named, 'setting names shown to a non-admin').toEqual([]);
      await context.close();
    });
  }
});

test('the route table is read whole: every path has its requirements', () => {
  expect([...REQUIRES.keys()].sort()).toEqual([...APP_PAGE_PATHS].sort());
  expect(REQUIRES.get('/admin/setup')).toEqual(['signIn', 'admin']);
  expect(REQUIRES.get('/kin')).toEqual([]);
});

// The first server connects nothing outside (no model, no images, no Naver keys, no mail, no Toss): the
// "not connected" notices show there. Every page a visitor or member may open, and each of the write page's
// dialogs a visitor opens, says so in plain Korean.
test.describe('a server with nothing connected', () => {
  test.use({ baseURL });
  for (const role of ['visitor', 'member'] as const) {
    test(`names no setting to a ${role} on any page`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ baseURL, viewport: viewports.desktop });
      if (role === 'member') {
        const email = `names-${unique()}@example.kr`;
        const signup = await context.request.post('/api/users/signup', {
          headers: { origin: baseURL },
          data: { lastName: '설', firstName: '정', email, password: E2E_PASSWORD, passwordConfirm: E2E_PASSWORD, termsAgreed: true, privacyAgreed: true, emailAgreed: true },
        });
        expect(signup.status()).toBe(201);
        expect((await context.request.post('/api/users/login', { headers: { origin: baseURL }, data: { email, password: E2E_PASSWORD } })).status()).toBe(200);
        // A post written by the built-in writer, so the history shows its details.
        const gen = await context.request.post('/api/generations', { headers: { origin: baseURL }, data: { keyword: `설정 ${unique()}` } });
        expect(gen.status()).toBe(200);
        await gen.body();
      }
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (where: string) => {
        const names = await settingNamesOn(page);
        if (names.length) found.push(`${where}: ${names.join(', ')}`);
      };
      const pages = APP_PAGE_PATHS.filter((p) => !p.includes(':') && mayOpen(role, p));
      for (const path of pages) {
        await page.goto(path);
        await settle(page);
        await check(path);
        await openMenus(page);
        await check(`${path} (profile menu)`);
        if (process.env.REACH_SHOTS === '1') {
          await snap(page, `names-${role}-${path.replace(/\W+/g, '_')}-1280`);
          await page.setViewportSize(viewports.phone);
          await snap(page, `names-${role}-${path.replace(/\W+/g, '_')}-390`);
          await page.setViewportSize(viewports.desktop);
        }
      }
      // The history's details (the model a post was written with), and the write page's result.
      if (role === 'member') {
        await page.goto('/history');
        await page.getByRole('list', { name: '생성 기록' }).getByRole('button').first().click();
        await expect(page.getByText(/오프라인 초안/).first()).toBeVisible();
        await check('/history (details open)');
      }
      await page.goto('/');
      await expect.soft(page.getByText('AI 모델이 아직 연결되지 않아 구조 초안을 만들어 드려요')).toBeVisible();
      await page.getByLabel('메인 키워드').fill(`설정 이름 ${unique().slice(-4)}`);
      await page.getByRole('button', { name: '블로그 글 쓰기' }).click();
      await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 30_000 });
      await check('/ (a post written)');
      expect(found, `setting names shown to a ${role}`).toEqual([]);
      await context.close();
    });
  }
});
