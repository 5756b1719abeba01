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
    // Only the two preloaded faces of the app's own text: no other subset for the first screen.
    expect(home.fonts.map((f) => f.url.replace(/-[\w-]{8}\.woff2$/, '.woff2')).sort(), describe(home)).toEqual([
      '/assets/pretendard-ui-400.woff2',
      '/assets/pretendard-ui-700.woff2',
    ]);
  });

  for (const path of ['/history', '/imageX', '/credits/purchase', '/terms', '/no-such-product']) {
    test(`${path} stays within ${BUDGET_KB.anyPageScripts} KB of JavaScript`, async ({ browser }) => {
      const page = await measurePage(browser, baseURL, path);
      expect(page.scriptKb, describe(page)).toBeLessThanOrEqual(BUDGET_KB.anyPageScripts);
    });
  }
});
