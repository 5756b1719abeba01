import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { strFromU8, unzipSync } from 'fflate';
import { baseURLB } from '../../playwright.config';
import { snap, viewports } from './helpers';
import { logInInBrowser, memberOnB, unique } from './support/server-b';

test.use({ baseURL: baseURLB });

test('a member downloads everything of theirs as a zip from /profile', async ({ page }) => {
  const email = `export-${unique()}@example.kr`;
  await memberOnB(page.request, email, { lastName: '내', firstName: '보내기', logIn: false });
  await logInInBrowser(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: '내 데이터 내려받기' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'ZIP으로 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'agreements.json', 'prompts.json', 'keyword-lists.json', 'ledger.json']));
  expect(JSON.parse(strFromU8(files['profile.json'] as Uint8Array))).toMatchObject({ email, name: '내 보내기' });
  await snap(page, 'profile-data-export-1280');
  await page.setViewportSize(viewports.phone);
  await page.getByRole('heading', { name: '내 데이터 내려받기' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/.screenshots/profile-data-export-390.png' });
});
