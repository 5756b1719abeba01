import { expect, test } from '@playwright/test';
import { baseURLB } from '../../playwright.config';
import { snap, viewports } from './helpers';
import { logInInBrowser, memberOnB, unique } from './support/server-b';

// The second server runs the job runner and writes with a model (the OpenAI-compatible fake).
test.use({ baseURL: baseURLB });

test('a subscriber makes an automation, runs it now, and finds the post in history', async ({ page, request }) => {
  const email = `auto-${unique()}@geulbit.kr`;
  await memberOnB(request, email, { lastName: '정', firstName: '자동' });
  const headers = { origin: baseURLB };
  // Automation is for keyword-report subscribers (spec §2); the keyword list is what it draws from.
  expect((await request.put('/api/reports/settings', { headers, data: { subscribed: true, categoryIds: [] } })).status()).toBe(200);
  const list = await request.post('/api/keywords/lists', { headers, data: { name: '캠핑 키워드' } });
  const { id: listId } = (await list.json()) as { id: string };
  for (const keyword of ['겨울 캠핑 준비물', '차박 매트 추천']) {
    expect((await request.post(`/api/keywords/lists/${listId}/items`, { headers, data: { keyword, totalSearches: 1200 } })).status()).toBe(201);
  }

  await logInInBrowser(page, email);
  await page.getByRole('link', { name: '자동화' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '자동화' })).toBeVisible();
  await expect(page.getByText('아직 만든 자동화가 없습니다.')).toBeVisible();

  await page.getByLabel('이름').fill('평일 아침 캠핑 글');
  await page.getByLabel('시간 (한국 시간)').fill('07:30');
  await expect(page.getByLabel('사용할 키워드 목록')).toHaveValue(listId);
  await page.getByRole('button', { name: '자동화 만들기' }).click();
  const schedule = page.getByRole('group', { name: '평일 아침 캠핑 글' });
  await expect(schedule).toBeVisible();
  await expect(page.getByText(/매주 월·화·수·목·금 07:30/)).toBeVisible();

  await schedule.getByRole('button', { name: '지금 실행' }).click();
  const log = page.getByRole('list', { name: '실행 기록' });
  // The run is a job on the server's runner; the log polls until it is done.
  await expect(log.getByText('완료')).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText('겨울 캠핑 준비물')).toBeVisible();
  await page.setViewportSize(viewports.desktop);
  await snap(page, 'automation-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'automation-phone');
  await page.setViewportSize(viewports.desktop);

  await log.getByRole('link', { name: '글 보기' }).click();
  await expect(page).toHaveURL(/\/history\?id=/);
  const history = page.getByRole('main');
  await expect(history.getByText('겨울 캠핑 준비물').first()).toBeVisible();

  // Pausing shows on the schedule; deleting asks first.
  await page.goto('/automation');
  await schedule.getByRole('button', { name: '일시 중지' }).click();
  await expect(schedule.getByRole('button', { name: '다시 시작' })).toBeVisible();
  await expect(page.getByText('일시 중지됨')).toBeVisible();
});
