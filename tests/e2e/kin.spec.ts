import { expect, expectAccessible, test } from './support/test';
import { baseURLB } from '../../playwright.config';
import { snap } from './helpers';
import { E2E_MODEL_POST } from './support/fake-services';
import { logInInBrowser, memberOnB, unique } from './support/server-b';

// The second server searches 지식iN through the local Naver fake (API HUB paths) and drafts with the fake model.
test.use({ baseURL: baseURLB });

test('a visitor searches 지식iN and is asked to log in before drafting', async ({ page }) => {
  await page.goto('/kin');
  await page.getByLabel('지식iN 검색어').fill('제주 한달살기');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/kin\?q=/);
  const results = page.getByRole('region', { name: '검색 결과' });
  const first = results.getByRole('listitem').first();
  // Naver's <b> marks are highlights, not HTML the page renders.
  await expect(first.locator('mark').first()).toHaveText(/제주|한달살기/);
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/kin\.naver\.com\/qna\//);
  await expect(first.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await first.getByRole('button', { name: '답변 초안' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
});

test('a member searches 지식iN, drafts an answer, bookmarks a question and finds it in /kin/zzim', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `kin${unique()}@example.kr`;
  await memberOnB(request, email, { lastName: '지', firstName: '식인' });
  await logInInBrowser(page, email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kin');
  await page.getByLabel('지식iN 검색어').fill('캠핑 의자');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const results = page.getByRole('region', { name: '검색 결과' });
  await expect(results.getByText(/질문 [\d,]+개/)).toBeVisible();
  await page.getByText('최신순', { exact: true }).click();
  await expect(page).toHaveURL(/sort=date/);
  await expect(results.getByText(/질문 [\d,]+개 · 최신순/)).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(10);

  const question = results.getByRole('listitem').first();
  const title = (await question.getByRole('heading', { level: 3 }).innerText()).trim();
  await question.getByRole('button', { name: '답변 초안' }).click();
  const draft = question.getByRole('textbox', { name: '답변 초안 내용' });
  await expect(draft).toHaveValue(new RegExp(E2E_MODEL_POST.at(-1) as string), { timeout: 20_000 });
  await expect(question.getByRole('button', { name: '복사' })).toBeEnabled();
  await snap(page, 'kin-draft-desktop');

  await question.getByRole('button', { name: '찜하기' }).click();
  const dialog = page.getByRole('dialog', { name: '질문 찜하기' });
  await dialog.getByLabel('메모').fill('주말에 자세히 답변하기');
  await expectAccessible(page, 'bookmark dialog');
  await dialog.getByRole('button', { name: '찜하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(question.getByRole('button', { name: '찜함' })).toHaveAttribute('aria-pressed', 'true');

  // A second bookmark is newer, so it comes first in the list.
  const second = results.getByRole('listitem').nth(1);
  const secondTitle = (await second.getByRole('heading', { level: 3 }).innerText()).trim();
  await second.getByRole('button', { name: '찜하기' }).click();
  await page.getByRole('dialog', { name: '질문 찜하기' }).getByRole('button', { name: '찜하기' }).click();
  await expect(second.getByRole('button', { name: '찜함' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'kin-results-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: '찜한 질문 보기' }).click();
  await expect(page).toHaveURL(/\/kin\/zzim$/);
  await expect(page.getByRole('heading', { name: '찜한 질문', level: 1 })).toBeVisible();
  const saved = page.getByRole('list', { name: '찜한 질문 목록' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0).getByRole('heading', { level: 3 })).toHaveText(secondTitle);
  await expect(saved.nth(1).getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(saved.nth(1)).toContainText('주말에 자세히 답변하기');
  await snap(page, 'kin-zzim-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'kin-zzim-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing one leaves the other.
  await saved.nth(0).getByRole('button', { name: '찜함' }).click();
  await expect(page.getByRole('dialog', { name: '찜한 질문' })).toBeVisible();
  await expectAccessible(page, 'bookmarked question dialog');
  await page.getByRole('dialog', { name: '찜한 질문' }).getByRole('button', { name: '찜 해제' }).click();
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('주말에 자세히 답변하기');

  // The draft is in the member's history under the question's title.
  await page.goto('/history');
  await expect(page.getByText(title.replace(/\s+/g, ' '), { exact: false }).first()).toBeVisible();
});
