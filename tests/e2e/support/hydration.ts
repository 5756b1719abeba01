import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './test';

// What a page rendered on the server (server/lib/prerender.ts) must hold to: readable before any script,
// and taken over by the SPA in place, without a hydration mismatch.

/** What the server put inside #root. */
export const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

/** Before any script has arrived the page is already laid out: each of `shown` is visible with scripts refused. */
export async function expectScriptlessPage(browser: Browser, server: string, path: string, shown: ((page: Page) => Locator)[]) {
  const scriptless = await browser.newContext();
  const bare = await scriptless.newPage();
  await bare.route(/\.js(?:$|\?)/, (route) => route.abort());
  // As it arrives: with no script the SPA never takes it over.
  await bare.goto(`${server}${path}`, { waitUntil: 'domcontentloaded' });
  for (const locate of shown) await expect(locate(bare)).toBeVisible();
  await scriptless.close();
}

/**
 * Opens `url` and checks that React took over the server's nodes: the element at `selector` when the HTML
 * arrived is the one on screen once the page has settled. What the console said comes back.
 */
export async function expectHydratedInPlace(page: Page, url: string, selector: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url, { waitUntil: 'commit' });
  const served = await page.waitForSelector(selector);
  await page.evaluate((node) => ((window as unknown as { served: Element }).served = node), served);
  await page.waitForLoadState('networkidle');
  // The SPA has taken the page over once its account corner shows the visitor's login button.
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate((s) => (window as unknown as { served: Element }).served === document.querySelector(s), selector), `${url}: ${selector} was drawn again`).toBe(true);
  return problems;
}

export const hydrationProblems = (problems: string[]) => problems.filter((p) => /hydrat|did not match|server rendered|Minified React error/i.test(p));
