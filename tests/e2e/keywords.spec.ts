import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, test } from './support/test';
import { baseURLB, E2E_ADMIN_EMAIL } from '../../playwright.config';
import { withJosa } from '../../contracts/korean';
import { snap } from './helpers';
import { E2E_NAVER_ACCOUNT } from './support/fake-services';
import { E2E_PASSWORD as PASSWORD, logInInBrowser, memberOnB, unique, waitForMail } from './support/server-b';

test.use({ baseURL: baseURLB });
/** Signs up and logs in through the API (this file is about keywords, not the sign-up forms). */
const member = (request: APIRequestContext, email: string, verify = false) => memberOnB(request, email, { lastName: '최', firstName: '분석', verify });

/** The cells under one column header, row by row, as a reader finds them (each row's header is its keyword). */
async function columnTexts(page: Page, table: Locator, header: string) {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const cell = headers.indexOf(header) - 1;
  expect(cell, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = await table.getByRole('row').filter({ has: page.getByRole('rowheader') }).all();
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').nth(cell).innerText()).trim()));
}

test('a member connects Naver credentials, looks up keywords, sorts, exports, saves and writes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `keyword${unique()}@example.kr`;
  await member(request, email);
  await logInInBrowser(page, email);
  await page.goto('/keyword');
  await expect(page.getByText('네이버 약관상 서비스가 이 데이터를 대신 조회해 되팔 수 없어서', { exact: false })).toBeVisible();
  await snap(page, 'keyword-credentials-desktop');
  await page.getByLabel('고객 ID (CUSTOMER_ID)').fill(E2E_NAVER_ACCOUNT.customerId);
  await page.getByLabel('액세스 라이선스').fill(E2E_NAVER_ACCOUNT.accessLicense);
  // A wrong secret key is checked against Naver (here its local fake) and refused in Korean.
  await page.getByLabel('비밀키').fill('wrong-secret-key-000000');
  await page.getByRole('button', { name: '확인하고 연결하기' }).click();
  await expect(page.getByText('네이버 검색광고 API 인증에 실패했습니다', { exact: false })).toBeVisible();
  await page.getByLabel('비밀키').fill(E2E_NAVER_ACCOUNT.secretKey);
  await page.getByRole('button', { name: '확인하고 연결하기' }).click();
  await expect(page.getByText('네이버 검색광고 API 연결됨')).toBeVisible();

  await page.getByLabel('조회할 키워드').fill('캠핑, 차박');
  await page.getByRole('button', { name: '키워드 조회' }).click();
  const table = page.getByRole('table', { name: /연관 키워드 표/ });
  await expect(table.getByRole('rowheader', { name: '캠핑', exact: true })).toBeVisible();
  await expect(page.getByText('출처: 네이버 검색광고 API', { exact: false })).toBeVisible();

  // Sort by saturation, lowest first (rows without document counts go last).
  await table.getByRole('button', { name: '포화도' }).click();
  await expect(table.getByRole('columnheader', { name: '포화도' })).toHaveAttribute('aria-sort', 'ascending');
  const saturations = (await columnTexts(page, table, '포화도')).filter((t) => t !== '—').map(Number);
  expect(saturations.length).toBeGreaterThan(2);
  expect(saturations).toEqual([...saturations].sort((a, b) => a - b));
  await snap(page, 'keyword-table-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('rowheader', { name: '캠핑', exact: true })).toBeInViewport();
  await snap(page, 'keyword-table-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The 12-month trend of one keyword, from DataLab (drawn at once for readers who ask for less motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await table.getByRole('button', { name: '캠핑 추이 보기', exact: true }).click();
  const trend = page.getByRole('heading', { name: '“캠핑” 12개월 검색 추이' });
  await expect(trend).toBeVisible();
  // The chart names every month's value, so a drawn chart with data reads "…년 …월 <number>".
  await expect(page.getByRole('img', { name: /^월별 검색 추이: \d{4}년 \d{1,2}월 \d/ })).toBeVisible();
  await expect(page.getByText('출처: 네이버 데이터랩', { exact: false })).toBeVisible();
  await trend.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'tests/e2e/.screenshots/keyword-trend-desktop.png' });

  // CSV for Korean Excel: UTF-8 with a byte-order mark.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내보내기' }).click()]);
  const csv = readFileSync((await file.path()) as string);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('키워드,PC 검색수,모바일 검색수,합계');

  // Save the top (least saturated) keyword, then start a post with it from the list.
  const first = (await table.getByRole('rowheader').first().innerText()).trim();
  await table.getByRole('button', { name: `${first} 목록에 저장`, exact: true }).click();
  const lists = page.getByRole('list', { name: '기본 목록 키워드' });
  await expect(lists.getByRole('button', { name: `${withJosa(first, '으로/로')} 글쓰기`, exact: true })).toBeVisible();
  await lists.getByRole('button', { name: `${withJosa(first, '으로/로')} 글쓰기`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?keyword=`));
  await expect(page.getByLabel('메인 키워드')).toHaveValue(first);
});

test("a member without their own key sees a keyword's documents, 월간 발행량, trend and top posts from the service's keys", async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `insight${unique()}@example.kr`;
  await member(request, email);
  await logInInBrowser(page, email);
  await page.goto('/keyword');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByLabel('분석할 키워드').fill('제주도 여행 코스');
  await page.getByRole('button', { name: '분석하기' }).click();
  // The fake Naver's fixed lists for this keyword (server/testing/fakes/naver-search-fixtures.ts).
  const summary = page.getByRole('region', { name: '“제주도 여행 코스” 검색 결과 요약' });
  await expect(summary.getByText('1,234,567개', { exact: true })).toBeVisible();
  await expect(summary.getByText('100+개', { exact: true })).toBeVisible();
  await expect(summary.getByText('치열', { exact: true })).toBeVisible();
  await expect(page.getByText('월간 검색수는 네이버 약관에 따라 회원님 본인의 검색광고 API 키로만 조회할 수 있어서', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: /^월별 검색 추이: \d{4}년 \d{1,2}월 \d/ })).toBeVisible();
  const posts = page.getByRole('list', { name: '상위 블로그 글' });
  await expect(posts.getByRole('listitem')).toHaveCount(10);
  await expect(posts.getByRole('link', { name: '제주도 3박 4일 여행 코스 총정리 (동쪽 & 서쪽)' })).toHaveAttribute('href', 'https://blog.naver.com/travelcat/223456789012');
  // No setting names for a member, and the own-key form is still offered below.
  await expect(page.locator('body')).not.toContainText('NAVER_');
  await expect(page.getByRole('button', { name: '확인하고 연결하기' })).toBeVisible();
  await page.mouse.move(0, 0);
  await snap(page, 'keyword-insight-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary.getByText('1,234,567개', { exact: true })).toBeInViewport();
  await snap(page, 'keyword-insight-phone');
});

test('an admin previews and sends the weekly report; its unsubscribe link works without signing in', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await member(request, E2E_ADMIN_EMAIL, true).catch(async () => {
    expect((await request.post('/api/users/login', { headers: { origin: baseURLB }, data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } })).status()).toBe(200);
  });
  await logInInBrowser(page, E2E_ADMIN_EMAIL);
  await page.goto('/admin/keyword-report');
  await page.getByLabel('카테고리 이름').fill('캠핑');
  await page.getByLabel('시드 키워드').fill('캠핑, 차박');
  await page.getByRole('button', { name: '추가' }).click();
  await expect(page.getByText('캠핑, 차박')).toBeVisible();
  // The admin edits the category's seed keywords in place.
  await page.getByRole('button', { name: '캠핑 카테고리 수정' }).click();
  const editForm = page.getByRole('form', { name: '캠핑 카테고리 수정' });
  await editForm.getByLabel('시드 키워드').fill('캠핑, 차박, 글램핑');
  await editForm.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('캠핑, 차박, 글램핑')).toBeVisible();

  // A subscriber (in its own browser context).
  const subscriberContext = await browser.newContext({ baseURL: baseURLB });
  const subscriberEmail = `subscriber${unique()}@example.kr`;
  await member(subscriberContext.request, subscriberEmail, true);
  const settings = await subscriberContext.request.put('/api/reports/settings', { headers: { origin: baseURLB }, data: { subscribed: true, categoryIds: [] } });
  expect(settings.status()).toBe(200);

  await page.reload();
  const subscribers = page.getByRole('list', { name: '구독자' });
  await subscribers.getByRole('button', { name: `${subscriberEmail} 리포트 미리보기` }).click();
  const frame = page.frameLocator('iframe[title="리포트 미리보기"]');
  await expect(frame.getByText('주간 키워드 흐름', { exact: false }).or(frame.getByText('키워드 흐름', { exact: false }))).toBeVisible();
  await snap(page, 'admin-report-preview-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'admin-report-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: '지금 보내기' }).click();
  await page.getByRole('alertdialog', { name: '지금 보내기' }).getByRole('button', { name: '보내기' }).click();
  const mail = await waitForMail(request, subscriberEmail, /주간 키워드 리포트/);
  expect(mail.html).toContain('/?keyword=');
  await expect(page.getByRole('table', { name: '발송 내역' }).getByText(subscriberEmail)).toBeVisible();

  // The subscriber reads the report on the site and narrows it to one category.
  const subscriberPage = await subscriberContext.newPage();
  await subscriberPage.goto('/keyword-report');
  await expect(subscriberPage.getByRole('heading', { name: '키워드 리포트', exact: true })).toBeVisible();
  await subscriberPage.getByRole('button', { name: new RegExp(mail.subject.replace(/[[\]]/g, '\\$&')) }).click();
  await expect(subscriberPage.frameLocator('iframe').getByRole('heading', { name: '캠핑', exact: true })).toBeVisible();
  await subscriberPage.getByRole('checkbox', { name: /^캠핑 — / }).check();
  await subscriberPage.getByRole('button', { name: '저장', exact: true }).click();
  await expect(subscriberPage.getByText('리포트 설정을 저장했습니다', { exact: true })).toBeVisible();
  const saved = (await (await subscriberContext.request.get('/api/reports/settings')).json()) as { categoryIds: string[] };
  expect(saved.categoryIds).toHaveLength(1);
  await snap(subscriberPage, 'keyword-report-desktop');
  await subscriberPage.setViewportSize({ width: 390, height: 844 });
  await snap(subscriberPage, 'keyword-report-phone');

  const unsubscribe = new RegExp(`${baseURLB.replace(/[.]/g, '\\.')}/api/reports/unsubscribe\\?token=[\\w-]+`).exec(mail.text)?.[0] as string;
  const anonymous = await browser.newPage();
  await anonymous.goto(unsubscribe);
  await expect(anonymous.getByRole('heading', { name: '수신 거부가 완료되었습니다' })).toBeVisible();
  const after = await subscriberContext.request.get('/api/reports/settings');
  expect(((await after.json()) as { subscribed: boolean }).subscribed).toBe(false);
  await subscriberContext.close();
});
