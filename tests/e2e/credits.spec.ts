import { expect, type APIRequestContext, type Page, test } from './support/test';
import { baseURLB, E2E_ADMIN_EMAIL } from '../../playwright.config';
import { snap, viewports } from './helpers';
import { E2E_TOSS_URL } from './support/fake-services';
import { logInInBrowser as logIn, memberOnB, unique, waitForMail } from './support/server-b';

// The second server has Toss test keys pointed at the local fake, an SMTP sink and an admin.
test.use({ baseURL: baseURLB });
const signUp = (request: APIRequestContext, email: string, verify = false) =>
  memberOnB(request, email, { lastName: '박', firstName: '충전', verify, logIn: false });

/** Serves Toss's SDK script from the local fake widget (the browser has no outside network). */
async function routeTossScript(page: Page) {
  const script = await (await fetch(`${E2E_TOSS_URL}/v2/standard`)).text();
  await page.route('https://js.tosspayments.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: script }));
}

test('a member buys a credit package through the payment widget and sees the credits and the ledger row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `buyer${unique()}@example.kr`;
  await signUp(request, email);
  await routeTossScript(page);
  await logIn(page, email);
  await page.goto('/credits/purchase');
  await page.getByRole('radio', { name: /베이직 3,000 크레딧/ }).check();
  await expect(page.getByRole('group', { name: '결제 수단 (테스트 위젯)' })).toBeVisible();
  await snap(page, 'credits-purchase-desktop');
  await page.getByRole('button', { name: '27,000원 결제하기' }).click();

  await expect(page.getByRole('heading', { name: '충전 완료' })).toBeVisible();
  await expect(page.getByText('결제가 완료되어 3,000 크레딧과 보너스 300 크레딧이 충전되었습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^보유 크레딧 [\d,]+, 크레딧 내역 보기$/ })).toContainText(/3,[34]00 크레딧/);
  await snap(page, 'credits-purchase-done-desktop');

  await page.getByRole('link', { name: '크레딧 내역 보기', exact: true }).click();
  const table = page.getByRole('table', { name: '크레딧 내역' });
  const purchase = table.getByRole('row').filter({ hasText: '카드·간편결제 충전' });
  await expect(purchase).toContainText('+3,000');
  await expect(table.getByRole('row').filter({ hasText: '충전 보너스' })).toContainText('+300');
  await snap(page, 'credits-ledger-desktop');
  await page.setViewportSize(viewports.phone);
  await snap(page, 'credits-ledger-phone');
});

test('an admin approves a bank-transfer charge and the member is credited and mailed', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const email = `transfer${unique()}@example.kr`;
  await signUp(request, email);
  await logIn(page, email);
  await page.goto('/credits/manual-charge');
  await expect(page.getByText('국민은행 123456-78-901234 (주)글빛')).toBeVisible();
  await page.getByRole('radio', { name: /스타터 1,000 크레딧/ }).check();
  await page.getByLabel('입금자명').fill('박충전');
  await page.getByRole('button', { name: '입금 확인 요청' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '박충전' })).toContainText('확인 대기');
  await snap(page, 'credits-manual-desktop');

  const adminContext = await browser.newContext({ baseURL: baseURLB });
  const admin = await adminContext.newPage();
  await signUp(adminContext.request, E2E_ADMIN_EMAIL, true).catch(() => undefined);
  await logIn(admin, E2E_ADMIN_EMAIL);
  await admin.goto('/admin/credits');
  const row = admin.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: '승인' }).click();
  // The toast, as a person sees it (its screen-reader announcement repeats the text elsewhere).
  await expect(admin.getByRole('region', { name: /알림/ }).getByRole('listitem').filter({ hasText: '승인하여 크레딧을 충전했습니다.' })).toBeVisible();
  await snap(admin, 'credits-admin-desktop');
  await adminContext.close();

  const mail = await waitForMail(request, email, /무통장 입금 충전이 완료되었습니다/);
  expect(mail.text).toContain('1,000 크레딧');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: '박충전' })).toContainText('완료');
});
