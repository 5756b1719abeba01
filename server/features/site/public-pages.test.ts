import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { PageData } from '@contracts/pages';
import { SHARED_SLOTS, sharedTemplate } from '../../lib/prerender';
import { toPostHtml } from '../publishing';
import { creditPackages, generations, images, users } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signedInAdmin, signUpAndLogin } from '../../testing/factories';
import { type FakeIndexNow, startFakeIndexNow } from '../../testing/fakes/indexnow-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

const ADMIN = 'pages-admin@geulbit.kr';
const KEY = 'e2e0indexnow0key0123';
const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
let t: TestApp;
let pages: TestApp;
let indexNow: FakeIndexNow;
let admin: TestClient;

const product = (over: Record<string, unknown> = {}) => ({
  slug: 'blog-writer',
  name: '블로그 글쓰기',
  summary: '키워드 하나로 검색에 강한 글 초안',
  heroText: '키워드만 넣으면 됩니다.',
  heroImageUrl: '/files/hero.png',
  features: [{ title: '빠른 초안', body: '1분 안에 초안이 나옵니다.' }],
  faq: [{ question: '무료인가요?', answer: '가입하면 무료 횟수가 있습니다.' }],
  packageIds: ['pkg_starter', 'pkg_basic'],
  published: true,
  ...over,
});
const article = (over: Record<string, unknown> = {}) => ({
  title: '제목',
  summary: '요약입니다',
  category: '글쓰기 팁',
  body: '## 본문\n\n내용',
  coverImageUrl: 'https://cdn.example.com/cover.png',
  status: 'published',
  ...over,
});

const text = async (route: string) => (await pages.app.request(route)).text();

/** The page the server sends, with its status and the content of each head tag a crawler reads. */
async function page(route: string) {
  const res = await pages.app.request(route);
  const html = await res.text();
  const attr = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    status: res.status,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterImage: attr(/<meta name="twitter:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
  };
}

beforeAll(async () => {
  indexNow = await startFakeIndexNow();
  t = await createTestApp({
    ADMIN_EMAILS: ADMIN,
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: indexNow.url,
    COMPANY_NAME: '주식회사 글빛',
    COMPANY_CEO: '홍길동',
    NAVER_SITE_VERIFICATION: 'naver-abc',
    GOOGLE_SITE_VERIFICATION: 'google-xyz',
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><meta name="description" content="built" /><title>built</title></head><body><div id="root"></div></body></html>',
  );
  // The shared page's template, as the SSR build renders it in miniature: the date, the post's HTML.
  const template = `<main><p>공유 ${SHARED_SLOTS.date}</p><div role="article" class="post-body"><div>${SHARED_SLOTS.html}</div></div></main>`;
  // An article or a product is rendered for its request: here, what it was asked to render.
  const render = async (location: string, data: PageData) =>
    `<main data-location="${location}">${data.article?.html ?? data.product?.product.name ?? data.contents?.items.map((a) => a.title).join(' · ') ?? ''}</main>`;
  const prerendered = Promise.resolve({ pages: { '/': '<main>글쓰기</main>', '/history': '<main>생성 기록</main>' }, shared: sharedTemplate(template), render });
  pages = { ...t, app: createApp({ ...t.deps, staticDir: dir, prerendered }) };
  await prerendered;
  admin = await signedInAdmin(pages, ADMIN);
});
afterAll(async () => {
  await indexNow.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/admin/products', () => {
  it('refuses slugs that clash with a route of the app, end in -onepage, or another product holds', async () => {
    for (const slug of ['guide', 'Contents', 'admin', 'kin', 'api', 'foo-onepage', 'a', '한글']) {
      const res = await admin.post('/api/products/admin', product({ slug }));
      expect(res.status, slug).toBe(400);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    expect((await admin.post('/api/products/admin', product({ slug: 'dup-slug', published: false }))).status).toBe(201);
    const dup = await admin.post('/api/products/admin', product({ slug: 'dup-slug' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('이미 다른 상품이 쓰고 있는 주소입니다.');
  });

  it('is for admins only', async () => {
    const member = createClient(pages);
    await signUpAndLogin(member);
    expect((await member.post('/api/products/admin', product({ slug: 'member-made' }))).status).toBe(403);
    expect((await createClient(pages).get('/api/products/admin')).status).toBe(401);
  });
});

describe('/{product} and /{product}-onepage', () => {
  it('answers 404 to a person and a crawler for an unknown or unpublished slug', async () => {
    await admin.post('/api/products/admin', product({ slug: 'hidden-one', published: false }));
    for (const route of ['/hidden-one', '/hidden-one-onepage', '/never-made', '/never-made-onepage']) {
      const res = await page(route);
      expect(res.status, route).toBe(404);
      expect(res.html).toContain('<meta name="robots" content="noindex" />');
      expect(res.html).toContain('<div id="root">');
    }
    expect((await pages.json('/api/products/hidden-one')).status).toBe(404);
  });

  it('writes the product into the tags, and the API gives the live prices of its active packages', async () => {
    const created = await admin.post('/api/products/admin', product());
    expect(created.status).toBe(201);
    const plain = await page('/blog-writer');
    expect(plain).toMatchObject({
      status: 200,
      title: '블로그 글쓰기 · 글빛',
      description: '키워드 하나로 검색에 강한 글 초안',
      canonical: `${TEST_ORIGIN}/blog-writer`,
      ogTitle: '블로그 글쓰기 · 글빛',
      ogImage: `${TEST_ORIGIN}/files/hero.png`,
      twitterCard: 'summary_large_image',
    });
    const onepage = await page('/blog-writer-onepage');
    expect(onepage).toMatchObject({ status: 200, canonical: `${TEST_ORIGIN}/blog-writer-onepage`, title: '블로그 글쓰기 — 키워드 하나로 검색에 강한 글 초안' });
    expect(onepage.html.match(/<title>/g)).toHaveLength(1);
    // The product comes with both pages, as the API gives it, and each is rendered for its own address.
    const api = (await pages.json('/api/products/blog-writer')).body;
    for (const [route, shown] of [['/blog-writer', plain], ['/blog-writer-onepage', onepage], ['/Blog-Writer', await page('/Blog-Writer')]] as const) {
      expect(pageData(shown.html), route).toEqual({ product: { slug: 'blog-writer', product: api } });
      expect(rootOf(shown.html), route).toBe(`<main data-location="${route}">블로그 글쓰기</main>`);
    }

    await t.db.update(creditPackages).set({ priceKrw: 12_300 }).where(eq(creditPackages.id, 'pkg_basic'));
    const live = await pages.json<{ packages: { id: string; priceKrw: number }[] }>('/api/products/blog-writer');
    expect(live.body.packages.map((p) => p.id)).toEqual(['pkg_starter', 'pkg_basic']);
    expect(live.body.packages[1]?.priceKrw).toBe(12_300);
    await t.db.update(creditPackages).set({ active: false }).where(eq(creditPackages.id, 'pkg_starter'));
    const after = await pages.json<{ packages: { id: string }[] }>('/api/products/blog-writer');
    expect(after.body.packages.map((p) => p.id)).toEqual(['pkg_basic']);
    await t.db.update(creditPackages).set({ active: true }).where(eq(creditPackages.id, 'pkg_starter'));
  });
});

describe('/contents', () => {
  it('ships three published Korean seed articles on a first install', async () => {
    const list = await pages.json<{ items: { id: string; title: string }[]; total: number }>('/api/contents');
    const ids = list.body.items.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['geulbit-getting-started', 'naver-blog-seo-basics', 'naver-searchad-api-keys']));
    const keys = await page('/contents/naver-searchad-api-keys');
    expect(keys).toMatchObject({ status: 200, title: '네이버 검색광고 API 키 발급 방법 · 글빛 콘텐츠', canonical: `${TEST_ORIGIN}/contents/naver-searchad-api-keys` });
    // The article comes with its page as the API gives it, with its body as HTML, rendered into #root.
    const article = (await pages.json<{ body: string }>('/api/contents/naver-searchad-api-keys')).body;
    const html = toPostHtml(article.body);
    expect(html).toContain('<h2>');
    expect(pageData(keys.html)).toEqual({ article: { id: 'naver-searchad-api-keys', article, html } });
    expect(rootOf(keys.html)).toBe(`<main data-location="/contents/naver-searchad-api-keys">${html}</main>`);
    const missing = await page('/contents/no-such-article');
    expect([missing.status, pageData(missing.html), rootOf(missing.html)]).toEqual([404, undefined, '']);
  });

  it("comes with the library's first page and is rendered with it; a filtered or later page loads its own", async () => {
    const list = (await pages.json<{ items: { title: string }[] }>('/api/contents?page=1')).body;
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    const library = await page('/contents');
    expect(library).toMatchObject({ status: 200, title: '콘텐츠 · 글빛', canonical: `${TEST_ORIGIN}/contents` });
    expect(pageData(library.html)).toEqual({ contents: list });
    expect(rootOf(library.html)).toBe(`<main data-location="/contents">${list.items.map((a) => a.title).join(' · ')}</main>`);
    for (const route of [`/contents?category=${encodeURIComponent('블로그 SEO')}`, '/contents?page=2', '/contents?q=naver']) {
      const filtered = await page(route);
      expect([filtered.status, pageData(filtered.html), rootOf(filtered.html)], route).toEqual([200, undefined, '']);
    }
  });

  it('filters by category and searches, paged', async () => {
    const seo = await pages.json<{ items: { id: string }[] }>(`/api/contents?category=${encodeURIComponent('블로그 SEO')}`);
    expect(seo.body.items.map((a) => a.id)).toEqual(['naver-blog-seo-basics']);
    const found = await pages.json<{ items: { id: string }[] }>(`/api/contents?q=${encodeURIComponent('액세스라이선스')}`);
    expect(found.body.items.map((a) => a.id)).toContain('naver-searchad-api-keys');
    const literal = await pages.json<{ items: unknown[] }>(`/api/contents?q=${encodeURIComponent('%')}`);
    expect(literal.body.items).toHaveLength(0);
    const bad = await pages.json<{ error: { message: string } }>('/api/contents?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('쪽 번호는 1 이상이어야 합니다.');
  });

  it('keeps drafts away from readers and crawlers until an admin publishes them', async () => {
    const draft = await admin.post('/api/contents/admin', article({ title: '초안 글', status: 'draft' }));
    expect(draft.status).toBe(201);
    expect((await page(`/contents/${draft.body.id}`)).status).toBe(404);
    expect((await pages.json(`/api/contents/${draft.body.id}`)).status).toBe(404);
    expect((await text('/sitemap.xml'))).not.toContain(draft.body.id);
    await admin.put(`/api/contents/admin/${draft.body.id}`, article({ title: '이제 공개', status: 'published' }));
    const published = await page(`/contents/${draft.body.id}`);
    expect(published).toMatchObject({ status: 200, title: '이제 공개 · 글빛 콘텐츠', ogImage: 'https://cdn.example.com/cover.png', description: '요약입니다' });
  });
});

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

const pageData = (html: string) => {
  const text = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
};

describe('/blog/{id}', () => {
  it('tags a shared post with its title and first image, and answers 404 once it is not shared', async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    await t.db.insert(generations).values({
      id: 'gen-shared-1',
      ownerUserId: owner?.id as string,
      keyword: '제주 여행',
      title: '제주 3박 4일 여행 코스',
      input: { keyword: '제주 여행' } as never,
      content: '![바다](https://img.example.com/sea.jpg)\n\n제주 바다는 **맑습니다**. 첫날은 공항 근처에서 시작합니다.',
      status: 'completed',
      provider: 'offline',
      model: 'offline',
      charge: { kind: 'counter' },
      shareId: 'share-abc',
    });
    const shared = await page('/blog/share-abc');
    expect(shared).toMatchObject({ status: 200, title: '제주 3박 4일 여행 코스 · 글빛으로 쓴 글', ogImage: 'https://img.example.com/sea.jpg' });
    expect(shared.description).toBe('제주 바다는 맑습니다. 첫날은 공항 근처에서 시작합니다.');
    // The post itself comes with the page, as the public API gives it, so the SPA shows it with no request…
    const api = await pages.app.request('/api/shared/share-abc');
    const post = (await api.json()) as { content: string; createdAt: string };
    const html = toPostHtml(post.content);
    expect(pageData(shared.html)).toEqual({ shared: { shareId: 'share-abc', post, html } });
    // …and rendered into #root, for readers before any script and for crawlers that run none.
    expect(html).toContain('<strong>맑습니다</strong>');
    const date = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(new Date(post.createdAt));
    expect(rootOf(shared.html)).toBe(`<main><p>공유 ${date}</p><div role="article" class="post-body"><div>${html}</div></div></main>`);
    const missing = await page('/blog/not-shared');
    expect(pageData(missing.html)).toBeUndefined();
    expect(rootOf(missing.html)).toBe('');
    expect(rootOf((await page('/history')).html)).toBe('<main>생성 기록</main>');
    expect(rootOf((await page('/blog/not-shared/more')).html)).toBe('');
    expect(pageData((await page('/')).html)).toBeUndefined();
    expect((await page('/blog/not-shared')).status).toBe(404);
    expect(await text('/sitemap.xml')).toContain(`${TEST_ORIGIN}/blog/share-abc`);
    await t.db.update(generations).set({ shareId: null }).where(eq(generations.id, 'gen-shared-1'));
    expect((await page('/blog/share-abc')).status).toBe(404);
  });

  it('shows the thumbnail the member chose for the post in link previews, else its first image', async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    await t.db.insert(generations).values({
      id: 'gen-shared-thumb', ownerUserId: owner?.id as string, keyword: '부산', title: '부산 맛집', input: { keyword: '부산' } as never,
      content: '![국밥](https://img.example.com/gukbap.jpg)\n\n돼지국밥', status: 'completed', provider: 'offline', model: 'offline',
      charge: { kind: 'counter' }, shareId: 'share-thumb',
    });
    const imageId = randomUUID();
    await t.db.insert(images).values({ id: imageId, userId: owner?.id as string, kind: 'thumbnail', status: 'ready', storageKey: `images/2026/11/${imageId}.png`, contentType: 'image/png' });
    expect((await page('/blog/share-thumb')).ogImage).toBe('https://img.example.com/gukbap.jpg');

    const chosen = await admin.put('/api/publications/posts/gen-shared-thumb/thumbnail', { imageId });
    expect(chosen.status).toBe(200);
    const withThumb = await page('/blog/share-thumb');
    expect(withThumb).toMatchObject({ status: 200, ogImage: `${TEST_ORIGIN}/files/${imageId}`, twitterImage: `${TEST_ORIGIN}/files/${imageId}`, twitterCard: 'summary_large_image' });

    await admin.put('/api/publications/posts/gen-shared-thumb/thumbnail', { imageId: null });
    expect((await page('/blog/share-thumb')).ogImage).toBe('https://img.example.com/gukbap.jpg');
  });
});

describe('static public pages', () => {
  it('gives /, /contents, /guide, /company and /kin their own title, description and canonical address', async () => {
    const expected = {
      '/': '글빛 — 키워드로 쓰는 블로그 글',
      '/contents': '콘텐츠 · 글빛',
      '/guide': '이용 가이드 · 글빛',
      '/company': '회사 소개 · 글빛',
      '/kin': '지식iN 답변 · 글빛',
    };
    for (const [route, title] of Object.entries(expected)) {
      const res = await page(route);
      expect(res, route).toMatchObject({ status: 200, title, ogTitle: title, canonical: `${TEST_ORIGIN}${route}` });
      expect(res.description?.length, route).toBeGreaterThan(10);
      expect(res.html).not.toContain('<title>built</title>');
      expect(res.html).toContain('<meta name="naver-site-verification" content="naver-abc" />');
      expect(res.html).toContain('<meta name="google-site-verification" content="google-xyz" />');
    }
  });

  it('writes the business facts into every page and answers them at /api/site', async () => {
    const res = await page('/history');
    const facts = /<script type="application\/json" id="site-facts">([^<]*)<\/script>/.exec(res.html)?.[1];
    expect(JSON.parse(facts ?? '{}')).toEqual({
      company: { name: '주식회사 글빛', ceo: '홍길동', registrationNumber: null, mailOrderNumber: null, address: null, phone: null, email: null },
      payments: { online: false, bankTransfer: false },
    });
    expect((await pages.json<{ company: { name: string } }>('/api/site')).body.company.name).toBe('주식회사 글빛');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages, published products (both addresses), published articles and shared posts', async () => {
    const res = await pages.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([
      `${TEST_ORIGIN}/`, `${TEST_ORIGIN}/contents`, `${TEST_ORIGIN}/guide`, `${TEST_ORIGIN}/company`, `${TEST_ORIGIN}/kin`,
      `${TEST_ORIGIN}/blog-writer`, `${TEST_ORIGIN}/blog-writer-onepage`, `${TEST_ORIGIN}/contents/naver-blog-seo-basics`,
    ]));
    expect(locs).not.toContain(`${TEST_ORIGIN}/hidden-one`);
    expect(locs).not.toContain(`${TEST_ORIGIN}/dup-slug`);
  });

  it('lets crawlers in, keeps them off the API and consoles, and points at the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('IndexNow', () => {
  it('serves the key file at /{key}.txt and nothing at other .txt names', async () => {
    const res = await pages.app.request(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(KEY);
    expect((await pages.app.request('/someotherkey123.txt')).status).toBe(404);
  });

  it('announces a published article once, in the background, and not a draft', async () => {
    const draft = await admin.post('/api/contents/admin', article({ title: '알리지 않을 초안', status: 'draft' }));
    const published = await admin.post('/api/contents/admin', article({ title: '알릴 글' }));
    const url = `${TEST_ORIGIN}/contents/${published.body.id}`;
    await vi.waitFor(() => expect(indexNow.calls.some((c) => c.urlList.includes(url))).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    const mine = indexNow.calls.filter((c) => c.urlList.includes(url));
    expect(mine).toEqual([{ host: 'localhost:8787', key: KEY, keyLocation: `${TEST_ORIGIN}/${KEY}.txt`, urlList: [url] }]);
    expect(JSON.stringify(indexNow.calls)).not.toContain(draft.body.id);
  });

  it('announces both addresses of a published product, and a newly shared post once', async () => {
    await admin.post('/api/products/admin', product({ slug: 'announced' }));
    const productUrl = `${TEST_ORIGIN}/announced`;
    await vi.waitFor(() => expect(indexNow.calls.some((c) => c.urlList.includes(productUrl))).toBe(true));
    expect(indexNow.calls.find((c) => c.urlList.includes(productUrl))?.urlList).toEqual([productUrl, `${TEST_ORIGIN}/announced-onepage`]);

    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    await t.db.insert(generations).values({
      id: 'gen-to-share', ownerUserId: owner?.id as string, keyword: 'k', title: 't', input: { keyword: 'k' } as never,
      content: 'c', status: 'completed', provider: 'offline', model: 'offline', charge: { kind: 'counter' },
    });
    const first = await admin.post('/api/generations/gen-to-share/share');
    expect(first.status).toBe(200);
    const again = await admin.post('/api/generations/gen-to-share/share');
    expect(again.body.shareId).toBe(first.body.shareId);
    const sharedUrl = `${TEST_ORIGIN}/blog/${first.body.shareId}`;
    await vi.waitFor(() => expect(indexNow.calls.some((c) => c.urlList.includes(sharedUrl))).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(indexNow.calls.filter((c) => c.urlList.includes(sharedUrl))).toHaveLength(1);
  });

  it('never makes the admin wait or fail when IndexNow is down', async () => {
    indexNow.behaviour.status = 503;
    const res = await admin.post('/api/contents/admin', article({ title: '서버가 거절해도' }));
    expect(res.status).toBe(201);
    indexNow.behaviour.status = 200;
  });
});

// What people type into product names, article titles and shared posts' titles.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  "$' $& $` 끝",
  '<!-- <meta http-equiv="refresh" content="0;url=https://evil.example">',
  '`${alert(1)}`',
  '&lt;b&gt;이미 이스케이프됨&lt;/b&gt;',
];

function expectInert(html: string, label: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head, label).not.toMatch(/<script>alert|<img|<svg|<!--/);
  expect(html.match(/<title>/g), label).toHaveLength(1);
  expect(html.match(/<div id="root">/g), label).toHaveLength(1);
  // Every tag of the head is one of ours, closed where we closed it.
  for (const tag of head.match(/<[a-z][^>]*>/g) ?? []) expect(tag, label).toMatch(/^<(html|head|meta|link|title|script type="application\/json")[ >]/);
}

/** #root holds the payload as text: no element or attribute of its own. */
function expectInertRoot(html: string, label: string) {
  const root = rootOf(html) ?? '';
  expect(root, label).not.toBe('');
  expect(root, label).not.toMatch(/<(?:script|img|svg|meta|iframe)\b/i);
  expect(root, label).not.toContain('<!-- <meta');
  for (const tag of root.match(/<[a-z][^>]*>/gi) ?? []) expect(tag, label).not.toMatch(/\son\w+=/i);
}

describe('what a user typed never lands unescaped in the tags', () => {
  it('escapes product names and summaries, article titles and shared posts’ titles', async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const slug = `xss-${i}`;
      const made = await admin.post('/api/products/admin', product({ slug, name: payload.slice(0, 60), summary: payload, heroImageUrl: '' }));
      expect(made.status, payload).toBe(201);
      expectInert((await page(`/${slug}`)).html, `product ${payload}`);
      expectInert((await page(`/${slug}-onepage`)).html, `onepage ${payload}`);
      const art = await admin.post('/api/contents/admin', article({ title: payload, summary: payload, body: payload }));
      const artPage = await page(`/contents/${art.body.id}`);
      expectInert(artPage.html, `article ${payload}`);
      expectInertRoot(artPage.html, `article ${payload}`);
      await t.db.insert(generations).values({
        id: `gen-xss-${i}`, ownerUserId: owner?.id as string, keyword: payload, title: payload, input: { keyword: payload } as never,
        content: payload, status: 'completed', provider: 'offline', model: 'offline', charge: { kind: 'counter' }, shareId: `xss-share-${i}`,
      });
      const shared = await page(`/blog/xss-share-${i}`);
      expect(shared.status).toBe(200);
      expectInert(shared.html, `shared ${payload}`);
      // Written into the data block escaped, and read back exactly.
      expect(pageData(shared.html)).toMatchObject({ shared: { post: { title: payload, content: payload } } });
      // Rendered into #root as text: no element or attribute of the payload's own.
      expect(rootOf(shared.html), payload).toContain('class="post-body"');
      expectInertRoot(shared.html, `shared ${payload}`);
    }
    const named = await page('/xss-0');
    expect(named.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt; · 글빛');
  });

  it('refuses image addresses that are not http(s) or site paths', async () => {
    for (const heroImageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAA', '//evil.example/x.png', 'https://x.example/a" onerror="x']) {
      expect((await admin.post('/api/products/admin', product({ slug: 'img-check', heroImageUrl }))).status, heroImageUrl).toBe(400);
    }
  });
});
