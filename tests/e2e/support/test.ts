import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { baseURL, baseURLB } from '../../../playwright.config';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** WCAG 2.1 A and AA (axe's tags); what the suite holds every page to. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** A frame sandboxed without allow-scripts: axe cannot run in one (it waits forever), so it is checked apart. */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Waits (up to 2 s) for the page's finite CSS transitions and animations to end: a button fading from its
 * disabled colour is half-way between two colours for 150 ms, and axe measuring contrast then reads a colour
 * no one reads. Endless animations (a spinner) are not waited for.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

async function axeFindings(page: Page, where: string): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(A11Y_TAGS).exclude(SCRIPTLESS_FRAMES).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')} — ${where}`);
}

/**
 * axe's serious and critical WCAG 2.1 AA findings on the page as it is now, one readable line each. The
 * document of each script-less sandboxed frame (a report e-mail shown in an iframe) is checked on a page
 * of its own.
 */
export async function a11yFindings(page: Page): Promise<string[]> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  await page.waitForLoadState('load').catch(() => undefined);
  const where = new URL(page.url()).pathname;
  const findings = await axeFindings(page, where);
  const documents = await page
    .locator(SCRIPTLESS_FRAMES)
    .evaluateAll((frames) => frames.map((f) => ({ title: f.getAttribute('title') ?? '', html: f.getAttribute('srcdoc') ?? '' })));
  for (const { title, html } of documents.filter((d) => d.html)) {
    const apart = await page.context().newPage();
    try {
      await apart.setContent(html);
      findings.push(...(await axeFindings(apart, `${where} iframe "${title}"`)));
    } finally {
      await apart.close();
    }
  }
  return findings;
}

/** Fails (softly: the test goes on) when axe finds a serious or critical WCAG 2.1 AA problem on the page. */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname) {
  expect.soft(await a11yFindings(page), `axe (WCAG 2.1 AA) on ${label}`).toEqual([]);
}

const OUR_ORIGINS = new Set([new URL(baseURL).origin, new URL(baseURLB).origin]);

/**
 * `page.goto` to a page of the SPA on our servers also waits until the SPA has taken it over (`<html data-ready>`, set by
 * src/app/layouts/root-layout.tsx): a page rendered on the server is on screen before its scripts run, and a
 * click on it then does nothing. `waitUntil: 'commit'` or `'domcontentloaded'` asks for the page as it
 * arrives, before that (what the hydration and script-less checks look at).
 */
function appReadyOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    const ours = OUR_ORIGINS.has(new URL(page.url()).origin) && (response?.headers()['content-type'] ?? '').startsWith('text/html');
    // The SPA's document only (it has #root): not a page the server writes itself, as the unsubscribe answer.
    const spa = !early && ours && response?.ok() && (await page.locator('#root').count()) > 0;
    if (spa) await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    return response;
  };
}

/**
 * The suite's `test`: every spec imports `test` and `expect` from here. Every page a passing test opened —
 * in its own context and in those it made with `browser.newContext()`/`newPage()` — is checked with axe
 * when the test closes it or, if it is still open, after the test; a serious or critical finding fails the
 * test. A test that visits several pages in one tab calls `expectAccessible(page)` at each.
 */
/**
 * Each test is one person on a network of their own: its requests carry an address of their own in
 * X-Forwarded-For (both servers trust 127.0.0.1 as a proxy). The per-address limits (10 sign-ups an hour)
 * then hold within a test, as for a real client, instead of counting the whole suite as one client.
 */
const clientAddressOf = (testId: string) => {
  let h = 0;
  for (const ch of testId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) % 250}.${(h >>> 8) % 250}.${(h % 250) + 1}`;
};

export const test = base.extend<{ a11y: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) });
  },
  a11y: [
    async ({ context, browser }, runTest, testInfo) => {
      const checked = new WeakSet<Page>();
      const check = async (page: Page) => {
        if (checked.has(page) || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return;
        checked.add(page);
        await expectAccessible(page);
      };
      // A page or context the test closes is checked just before it closes.
      const watchPage = (page: Page) => {
        appReadyOnGoto(page);
        const close = page.close.bind(page);
        page.close = async (options) => {
          await check(page);
          return close(options);
        };
      };
      const watch = (ctx: BrowserContext) => {
        for (const page of ctx.pages()) watchPage(page);
        ctx.on('page', watchPage);
        const close = ctx.close.bind(ctx);
        ctx.close = async (options) => {
          for (const page of ctx.pages()) await check(page);
          return close(options);
        };
        return ctx;
      };
      const made: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext']; newPage: Browser['newPage'] };
      patched.newContext = async (options) => {
        const ctx = watch(await newContext(options));
        made.push(ctx);
        return ctx;
      };
      // As browser.newPage() does — a page in a context of its own that closes with it — but made through
      // newContext(), which axe needs to open its frames.
      patched.newPage = async (options) => {
        const ctx = await patched.newContext(options);
        const page = await ctx.newPage();
        page.once('close', () => void ctx.close().catch(() => undefined));
        return page;
      };
      watch(context);
      try {
        await runTest();
      } finally {
        // The patches are own properties over the Browser class's methods: removing them restores those.
        delete (patched as Partial<typeof patched>).newContext;
        delete (patched as Partial<typeof patched>).newPage;
      }
      for (const ctx of [context, ...made]) for (const page of ctx.pages()) await check(page);
    },
    { auto: true },
  ],
});
