import type { Browser } from '@playwright/test';

/**
 * Byte budgets of what a browser fetches for a page. `/` in gzip, as the server sends it to a browser that accepts
 * only gzip (brotli is smaller still): 120 KB of JavaScript (React DOM ≈ 66 KB, React Router ≈ 12 KB, the write
 * page and the shell) and 120 KB of fonts. Every page of the route table, as a browser fetches it (brotli): 120 KB.
 */
export const BUDGET_KB = {
  homeScripts: 120,
  homeScriptsGoal: 120,
  anyPageScripts: 120,
  homeFonts: 120,
} as const;

export type PageBytes = {
  path: string;
  scripts: { url: string; bytes: number }[];
  fonts: { url: string; bytes: number }[];
  scriptKb: number;
  fontKb: number;
};

/**
 * Opens `path` in a fresh browser context (empty cache, a 412 px phone) and adds up the bytes of every
 * script and font response that arrived until the network was idle (the page's h1 shown, then no request
 * for a second): body bytes as transferred, i.e. compressed when the server compressed them.
 */
export async function measurePage(
  browser: Browser,
  baseURL: string,
  path: string,
  { encoding = 'gzip', cookies }: { encoding?: string | 'browser'; cookies?: ReadonlyMap<string, string> } = {},
): Promise<PageBytes> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    locale: 'ko-KR',
    // 'browser': what Chromium itself asks for (gzip, deflate, br, zstd), i.e. the bytes as a browser gets them.
    ...(encoding === 'browser' ? {} : { extraHTTPHeaders: { 'accept-encoding': encoding } }),
  });
  if (cookies) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: baseURL })));
  try {
    const page = await context.newPage();
    const done: Promise<{ type: string; url: string; bytes: number }>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      done.push(request.sizes().then((s) => ({ type: request.resourceType(), url: new URL(request.url()).pathname, bytes: s.responseBodySize })));
    });
    await page.goto(path, { waitUntil: 'load' });
    // Idle means: the page's heading is up and nothing was asked for a whole second (on a busy machine the
    // gaps between a page's requests can pass the 500 ms of Playwright's own 'networkidle').
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    while (inFlight > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
    const all = await Promise.all(done);
    const scripts = all.filter((r) => r.type === 'script').map(({ url, bytes }) => ({ url, bytes }));
    const fonts = all.filter((r) => r.type === 'font').map(({ url, bytes }) => ({ url, bytes }));
    const kb = (rows: { bytes: number }[]) => rows.reduce((n, r) => n + r.bytes, 0) / 1024;
    return { path, scripts, fonts, scriptKb: kb(scripts), fontKb: kb(fonts) };
  } finally {
    await context.close();
  }
}
