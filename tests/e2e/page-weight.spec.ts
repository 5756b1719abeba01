import { baseURL } from '../../playwright.config';
import { BUDGET_KB, measurePage } from './support/page-bytes';
import { expect, test } from './support/test';

// Bytes, not timings: what a browser fetches is the same on every run of the same build, so CI can hold it.
const describe = (p: Awaited<ReturnType<typeof measurePage>>) =>
  `${p.path}: ${p.scripts.length} scripts ${p.scriptKb.toFixed(1)} KB, ${p.fonts.length} fonts ${p.fontKb.toFixed(1)} KB\n` +
  [...p.scripts, ...p.fonts].map((r) => `  ${(r.bytes / 1024).toFixed(1)} KB ${r.url}`).join('\n');

test.describe('page weight (gzip, fetched by Chromium until the network is idle)', () => {
  test(`/ stays within ${BUDGET_KB.homeScripts} KB of JavaScript and ${BUDGET_KB.homeFonts} KB of fonts`, async ({ browser }) => {
    const home = await measurePage(browser, baseURL, '/');
    test.info().annotations.push({ type: 'bytes', description: describe(home) });
    expect(home.scriptKb, describe(home)).toBeLessThanOrEqual(BUDGET_KB.homeScripts);
    expect(home.fontKb, describe(home)).toBeLessThanOrEqual(BUDGET_KB.homeFonts);
    // Only the two faces of the app's own text (fetched once the first screen has painted): no other subset.
    expect(home.fonts.map((f) => f.url.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort(), describe(home)).toEqual([
      '/assets/pretendard-ui-400.woff2',
      '/assets/pretendard-ui-700.woff2',
    ]);
  });

  test('/ paints in the fallback first, then takes Pretendard', async ({ page }) => {
    const sent = await (await page.request.get('/')).text();
    expect(sent).toContain('<html data-fonts="later"');
    expect(sent).not.toContain('as="font"');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.fonts ?? 'removed')).toBe('removed');
    await expect.poll(() => page.evaluate(async () => (await document.fonts.load('700 16px Pretendard', '글빛')).length)).toBeGreaterThan(0);
  });

  test('/ arrives with the write page in its HTML, and the SPA takes it over without drawing it again', async ({ browser, page }) => {
    // What a phone paints before any script: the form is in the server's HTML, inside #root.
    const sent = await (await page.request.get('/')).text();
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(sent)?.[1] ?? '';
    expect(root).toContain('메인 키워드');
    expect(root).toContain('블로그 글 쓰기');
    // Other pages start empty: the write page must never flash on them.
    expect(await (await page.request.get('/history')).text()).toContain('<div id="root"></div>');

    // Before any script has arrived the page is already laid out: its heading and keyword field are there.
    const scriptless = await browser.newContext();
    const bare = await scriptless.newPage();
    await bare.route(/\.js(?:$|\?)/, (route) => route.abort());
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
    await expect(bare.getByLabel('메인 키워드')).toBeVisible();
    await scriptless.close();

    // Hydration: the server's nodes are kept (the heading is the same element before and after), no
    // mismatch is reported, and the form works.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/', { waitUntil: 'commit' });
    const heading = await page.waitForSelector('h1');
    await page.evaluate((h) => ((window as unknown as { serverHeading: Element }).serverHeading = h), heading);
    await page.waitForLoadState('networkidle');
    const keyword = page.getByLabel('메인 키워드');
    await keyword.fill('제주 여행');
    await expect(keyword).toHaveValue('제주 여행');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(problems.filter((p) => /hydrat|did not match|server rendered|Minified React error/i.test(p))).toEqual([]);
  });

  for (const path of ['/history', '/imageX', '/credits/purchase', '/terms', '/no-such-product']) {
    test(`${path} stays within ${BUDGET_KB.anyPageScripts} KB of JavaScript`, async ({ browser }) => {
      const page = await measurePage(browser, baseURL, path);
      expect(page.scriptKb, describe(page)).toBeLessThanOrEqual(BUDGET_KB.anyPageScripts);
    });
  }

  test(`a shared post /blog/{id} stays within ${BUDGET_KB.anyPageScripts} KB of JavaScript`, async ({ browser, request }) => {
    // The reader's page: a visitor writes a post (the offline writer) and shares it.
    const headers = { origin: baseURL };
    expect((await request.post('/api/visitors', { headers })).status()).toBe(201);
    const stream = await (await request.post('/api/generations', { headers, data: { keyword: '제주도 3박 4일 여행 코스', length: 'medium' } })).text();
    const { id } = JSON.parse(/event: done\ndata: (\{.*\})/.exec(stream)?.[1] ?? '{}') as { id: string };
    const shared = await request.post(`/api/generations/${id}/share`, { headers });
    expect(shared.status()).toBe(200);
    const page = await measurePage(browser, baseURL, new URL(((await shared.json()) as { url: string }).url).pathname);
    expect(page.scriptKb, describe(page)).toBeLessThanOrEqual(BUDGET_KB.anyPageScripts);
  });
});
