import { expect, test } from '@playwright/test';
import { snap, viewports } from '../tests/e2e/helpers';

// Run with `npm run screenshots` (playwright.screenshots.config.ts). Each page is shot once it is
// on screen; nothing here is a check of behaviour, which lives in tests/e2e.
const pages = [
  ['/', 'write'],
  ['/history', 'history'],
  ['/privacy', 'privacy'],
  ['/no/such/page', 'not-found'],
  ['/contents', 'contents'],
  ['/contents/naver-blog-seo-basics', 'article'],
  ['/guide', 'guide'],
  ['/company', 'company'],
] as const;

for (const [name, size] of Object.entries(viewports)) {
  test(`the main pages at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const [path, shot] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await snap(page, `${shot}-${name}`);
    }
    await page.goto('/keyword');
    await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
    await snap(page, `login-modal-${name}`);
  });
}
