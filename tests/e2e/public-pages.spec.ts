import { expect, type APIRequestContext, test } from './support/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { baseURLB, chromiumArgs, E2E_ADMIN_EMAIL } from '../../playwright.config';
import { snap, viewports } from './helpers';
import { expectHydratedInPlace, expectScriptlessPage, hydrationProblems, rootOf } from './support/hydration';
import { E2E_PASSWORD, memberOnB, unique } from './support/server-b';

// The second server has an admin, the seeded credit packages and the COMPANY_* facts.
test.use({ baseURL: baseURLB });

/** The admin's API session (signed up and verified once for the whole run, whichever spec gets there first). */
async function adminApi(request: APIRequestContext) {
  await memberOnB(request, E2E_ADMIN_EMAIL, { lastName: '관', firstName: '리자', verify: true, logIn: false }).catch(() => undefined);
  const login = await request.post('/api/users/login', { headers: { origin: baseURLB }, data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD } });
  expect(login.status()).toBe(200);
}

async function publishProduct(request: APIRequestContext, slug: string) {
  await adminApi(request);
  const res = await request.post('/api/products/admin', {
    headers: { origin: baseURLB },
    data: {
      slug,
      name: '글빛 블로그 글쓰기',
      summary: '키워드 하나로 네이버 검색에 강한 블로그 글 초안을 1분 만에',
      heroText: '가입하지 않아도 바로 써 볼 수 있습니다.',
      heroImageUrl: '',
      features: [{ title: '키워드만 넣으면 초안 완성', body: '소제목까지 갖춘 초안을 실시간으로 씁니다.' }],
      faq: [{ question: '무료로 쓸 수 있나요?', answer: '회원에게는 무료 횟수가 있고, 다 쓰면 크레딧으로 이용합니다.' }],
      packageIds: ['pkg_starter', 'pkg_basic'],
      published: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('a visitor opens a one-page landing and sees the live prices of its credit packages', async ({ request, browser }) => {
  const slug = `landing-${unique()}`;
  await publishProduct(request, slug);
  const { packages } = (await (await request.get('/api/credits/packages')).json()) as { packages: { id: string; name: string; priceKrw: number }[] };
  const offered = packages.filter((p) => p.id === 'pkg_starter' || p.id === 'pkg_basic');
  expect(offered).toHaveLength(2);

  const visitor = await browser.newContext({ baseURL: baseURLB });
  const landing = await visitor.newPage();
  const res = await landing.goto(`/${slug}-onepage`);
  expect(res?.status()).toBe(200);
  await expect(landing.getByRole('heading', { level: 1, name: '글빛 블로그 글쓰기' })).toBeVisible();
  const pricing = landing.getByRole('list', { name: '요금' });
  for (const p of offered) {
    await expect(pricing.getByRole('listitem').filter({ hasText: p.name })).toContainText(`${p.priceKrw.toLocaleString('ko-KR')}원`);
  }
  await expect(landing.getByRole('heading', { name: '자주 묻는 질문' })).toBeVisible();
  await expect(landing.getByRole('contentinfo')).toContainText('상호 주식회사 글빛');
  // The tab shows the title the server sent to crawlers.
  const served = /<title>([^<]*)<\/title>/.exec(await (await request.get(`/${slug}-onepage`)).text())?.[1];
  expect(served).toBe('글빛 블로그 글쓰기 — 키워드 하나로 네이버 검색에 강한 블로그 글 초안을 1분 만에');
  await expect(landing).toHaveTitle(served as string);
  await snap(landing, 'public-onepage-desktop');
  await landing.setViewportSize(viewports.phone);
  await snap(landing, 'public-onepage-phone');

  await landing.getByRole('link', { name: '무료로 글쓰기 시작' }).first().click();
  await expect(landing).toHaveURL(`${baseURLB}/`);
  const missing = await landing.goto(`/${slug}-nope-onepage`);
  expect(missing?.status()).toBe(404);
  await expect(landing.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visitor.close();
});

test('a visitor reads the product page, and an admin keeps the catalog at /admin/products', async ({ page, browser }) => {
  const slug = `product-${unique()}`;
  await publishProduct(page.request, slug);

  const visitor = await browser.newContext({ baseURL: baseURLB, viewport: viewports.desktop });
  const reader = await visitor.newPage();
  const res = await reader.goto(`/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: '글빛 블로그 글쓰기' })).toBeVisible();
  await expect(reader.getByRole('list', { name: '요금' }).getByRole('listitem')).toHaveCount(2);
  await expect(reader.getByRole('link', { name: '한 페이지로 보기' })).toHaveAttribute('href', `/${slug}-onepage`);
  await expect(reader).toHaveTitle('글빛 블로그 글쓰기 · 글빛');
  await expect(reader.getByRole('button', { name: '로그인' })).toBeVisible();
  await snap(reader, 'public-product-desktop');
  await reader.setViewportSize(viewports.phone);
  await snap(reader, 'public-product-phone');
  await visitor.close();

  // The page's context shares the API session's cookie: the admin is signed in in the browser too.
  await page.setViewportSize(viewports.desktop);
  await page.goto('/admin/products');
  const row = page.getByRole('listitem').filter({ hasText: `/${slug}` });
  await expect(row).toContainText('글빛 블로그 글쓰기');
  await expect(row.getByRole('link', { name: '열기' })).toHaveAttribute('href', `/${slug}-onepage`);
  await snap(page, 'public-admin-products-desktop');
  await row.getByRole('button', { name: '수정' }).click();
  const form = page.getByRole('form', { name: '글빛 블로그 글쓰기 수정' });
  await expect(form.getByLabel('주소 (영문 소문자, 숫자, -)')).toHaveValue(slug);
  await snap(page, 'public-admin-products-form-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'public-admin-products-form-phone');
  await form.getByRole('button', { name: '취소' }).click();
  await snap(page, 'public-admin-products-phone');
});

test('an admin publishes an article and a visitor finds and reads it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `블로그 제목 짓는 법 ${unique()}`;
  // The page's context shares the API session's cookie: the admin is signed in in the browser too.
  await adminApi(page.request);
  await page.goto('/admin/contents');
  await page.getByRole('button', { name: '새 글' }).click();
  const form = page.getByRole('form', { name: '새 글' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('요약 (목록과 검색 결과 설명)').fill('검색하는 사람의 말로 제목을 짓는 방법입니다.');
  await form.getByLabel('분류').selectOption('글쓰기 팁');
  await form.getByLabel('본문 (Markdown)').fill('## 찾는 말을 앞에\n\n사람들이 **실제로 검색하는 표현**을 제목 앞쪽에 둡니다. 예: `제주도 3박 4일 여행 코스`');
  await snap(page, 'public-admin-contents-desktop');
  await form.getByLabel('공개 여부').selectOption('published');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('공개');

  const visitor = await browser.newContext({ baseURL: baseURLB });
  const reader = await visitor.newPage();
  await reader.goto('/contents');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  await snap(reader, 'public-contents-desktop');
  await reader.getByRole('searchbox', { name: '글 검색' }).fill(title);
  await reader.getByRole('button', { name: '검색' }).click();
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: '찾는 말을 앞에' })).toBeVisible();
  await expect(reader.getByText('실제로 검색하는 표현')).toBeVisible();
  // An example keyword in backticks is a quoted phrase: in the text's own font, not a monospace one.
  const fonts = await reader.locator('.post-body code').first().evaluate((code) => [getComputedStyle(code).fontFamily, getComputedStyle(code.parentElement!).fontFamily]);
  expect(fonts[0]).toBe(fonts[1]);
  const id = new URL(reader.url()).pathname.split('/').pop() as string;
  const html = await (await reader.request.get(`/contents/${id}`)).text();
  expect(html).toContain(`<title>${title} · 글빛 콘텐츠</title>`);
  await snap(reader, 'public-article-desktop');
  await reader.setViewportSize(viewports.phone);
  await snap(reader, 'public-article-phone');
  await reader.goto('/contents');
  await snap(reader, 'public-contents-phone');
  await visitor.close();
});

test("a product's two pages and an article arrive rendered with their content, and the SPA takes them over in place", async ({ request, page, browser }) => {
  const slug = `rendered-${unique()}`;
  await publishProduct(request, slug);
  const pages = [
    { path: `/${slug}`, heading: '글빛 블로그 글쓰기', holds: ['키워드만 넣으면 초안 완성', '자주 묻는 질문', '원'] },
    { path: `/${slug}-onepage`, heading: '글빛 블로그 글쓰기', holds: ['가입하지 않아도 바로 써 볼 수 있습니다.', '회원에게는 무료 횟수가 있고'] },
    { path: '/contents/naver-searchad-api-keys', heading: '네이버 검색광고 API 키 발급 방법', holds: ['<h2>'] },
  ];
  for (const { path, heading, holds } of pages) {
    // A crawler that runs no JavaScript (Naver's among them) reads the page itself, not an empty frame.
    const root = rootOf(await (await request.get(path)).text());
    expect(root, path).toContain(`>${heading}</h1>`);
    for (const text of holds) expect(root, path).toContain(text);
    expect(root, path).toContain('주식회사 글빛');
    const problems = await expectHydratedInPlace(page, `${baseURLB}${path}`, 'h1');
    expect(hydrationProblems(problems), path).toEqual([]);
  }
  // With scripts refused, the landing's prices are there to read.
  await expectScriptlessPage(browser, baseURLB, `/${slug}-onepage`, [(p) => p.getByRole('list', { name: '요금' })]);
  // Taken over, the page works: its call to action is the SPA's own navigation.
  await page.goto(`/${slug}-onepage`);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await page.getByRole('link', { name: '무료로 글쓰기 시작' }).first().click();
  await expect(page).toHaveURL(`${baseURLB}/`);
});

test('Lighthouse rates the one-page landing and an article at 95 or more for SEO', async ({ request }) => {
  test.setTimeout(120_000);
  const slug = `seo-${unique()}`;
  await publishProduct(request, slug);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    for (const path of [`/${slug}-onepage`, '/contents/naver-blog-seo-basics']) {
      const result = await lighthouse(`${baseURLB}${path}`, { port: chrome.port, onlyCategories: ['seo'], output: 'json', logLevel: 'error' });
      const seo = result?.lhr.categories.seo;
      const failed = seo?.auditRefs.filter((r) => r.weight > 0 && (result?.lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
      expect(seo?.score ?? 0, `${path} failed: ${failed?.join(', ')}`).toBeGreaterThanOrEqual(0.95);
    }
  } finally {
    chrome.kill();
  }
});
