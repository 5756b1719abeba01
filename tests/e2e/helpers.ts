import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve('tests/e2e/.screenshots');
export const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Saves a full-page screenshot for a person to look at (tests/e2e/.screenshots/<name>.png). */
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  // A full-page shot of a scrolled page draws sticky headers mid-page; start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Opens a link that the page opens in a new tab (`target="_blank"`), as the member's click would, in a new tab
 * of the same browser context. Not by clicking: a list that refreshes itself while a publication is active kept
 * Playwright's click waiting for a "stable" element until the test timed out on a busy CI machine.
 */
export async function openInNewTab(link: Locator): Promise<Page> {
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) as string;
  const tab = await link.page().context().newPage();
  await tab.goto(href);
  return tab;
}
