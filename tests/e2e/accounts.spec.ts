import { expect, expectAccessible, type Page, test } from './support/test';
import { baseURL, GOOGLE_MOCK_URL } from '../../playwright.config';
import { snap } from './helpers';
import { linkIn, waitForMail } from './support/outbox';

const PASSWORD = 'korea-blog-2025';
const NEW_PASSWORD = 'brand-new-2026';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function signUp(page: Page, email: string) {
  await page.getByRole('button', { name: '로그인' }).first().click();
  const login = page.getByRole('dialog', { name: '로그인' });
  await login.getByRole('button', { name: '회원가입' }).click();
  const signup = page.getByRole('dialog', { name: '회원가입' });
  const next = signup.getByRole('button', { name: '다음 단계' });
  await expect(next).toBeDisabled();
  await signup.getByLabel('성').fill('김');
  await signup.getByLabel('이름').fill('블로그');
  await signup.getByLabel('이메일').fill(email);
  await next.click();
  return signup;
}

async function finishSignUp(page: Page, email: string) {
  const signup = await signUp(page, email);
  await signup.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('비밀번호 확인').fill(PASSWORD);
  await expect(signup.getByText('비밀번호가 일치합니다')).toBeVisible();
  const submit = signup.getByRole('button', { name: '가입하기' });
  await expect(submit).toBeDisabled();
  await signup.getByLabel(/서비스 이용약관에 동의합니다/).check();
  await signup.getByLabel(/개인정보처리방침에 동의합니다/).check();
  await signup.getByLabel('이메일 수신에 동의합니다').check();
  await submit.click();
}

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('dialog', { name: '로그인' });
  if (!(await login.isVisible())) await page.getByRole('button', { name: '로그인' }).first().click();
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호', { exact: true }).fill(password);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('a member signs up, verifies, logs in and out, resets the password, and deletes the account', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `member${unique()}@example.kr`;
  await page.goto('/history');
  await finishSignUp(page, email);

  // signupComplete names the address; 3 s later login opens with it prefilled.
  const complete = page.getByRole('dialog', { name: '가입 완료' });
  await expect(complete.getByText(email)).toBeVisible();
  await snap(page, 'signup-complete-desktop');
  const login = page.getByRole('dialog', { name: '로그인' });
  await expect(login).toBeVisible({ timeout: 6_000 });
  await expect(login.getByLabel('이메일')).toHaveValue(email);

  // The verification link from the outbox verifies the address.
  const verification = await waitForMail(email, '/api/auth/verify-email');
  expect(verification.subject).toBe('[글빛] 이메일 인증을 완료해 주세요');
  await page.goto(linkIn(verification.text ?? '', `${baseURL}/api/auth/verify-email`));
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('이메일 인증 완료', { exact: true })).toBeVisible();

  // The link signed the member in (no second step): the name in the header, grade new → normal as on a first login.
  await expect(page.getByRole('link', { name: '내 정보' })).toContainText('김블로그');
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  await expect(page.getByText('일반 등급')).toBeVisible();
  await expect(page.getByText('인증됨')).toBeVisible();
  await expect(page.getByText('남은 글 생성')).toBeVisible();
  await snap(page, 'profile-desktop');

  // Logout from a sign-in page returns to / as a visitor.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();

  // Password reset: mail → reset page → every session ends → log in with the new password.
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
  const reset = page.getByRole('dialog', { name: '비밀번호 재설정' });
  await reset.getByLabel('이메일').fill(email);
  await reset.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  const resetMail = await waitForMail(email, '/reset-password?token=');
  await page.goto(linkIn(resetMail.text ?? '', `${baseURL}/reset-password?token=`));
  await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);

  // Deletion: the confirm dialog, then back to / as a visitor.
  await page.goto('/profile');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('alertdialog', { name: '회원 탈퇴' });
  await expect(dialog.getByRole('button', { name: '취소' })).toBeVisible();
  await expect(dialog.getByText('탈퇴 후 14일 동안은 같은 이메일로 다시 가입할 수 없습니다.')).toBeVisible();
  await snap(page, 'delete-confirm-desktop');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();

  // Re-signup within 14 days is refused at step 1 with the day it opens.
  const again = await signUp(page, email);
  await expect(again.getByText(/^해당 메일은 \d+월 \d+일 이후에 재가입이 가능합니다\.$/)).toBeVisible();
});

test('a Google user agrees to the terms and lands on /', async ({ page, context }) => {
  // Two sign-ins, a deletion and two axe checks: 41 s on a quiet machine, over the suite's 45 s in a busy CI run.
  test.setTimeout(90_000);
  const email = `google${unique()}@gmail.com`;
  await context.route('https://accounts.google.com/o/oauth2/v2/auth**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('login_hint', `${email}|이 구글`);
    return route.fulfill({ status: 302, headers: { location: `${GOOGLE_MOCK_URL}/authorize${url.search}` } });
  });
  await page.goto('/history');
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: 'Google로 계속하기' }).click();
  const consent = page.getByRole('dialog', { name: '약관 동의' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page.getByText('약관 동의 필요', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Google consent with its error');
  await consent.getByLabel(/서비스 이용약관에 동의합니다/).check();
  // Reading the privacy policy from here comes back to the consent, ticks kept.
  await consent.getByRole('button', { name: '보기' }).nth(1).click();
  const privacy = page.getByRole('dialog', { name: '개인정보처리방침' });
  await expect(privacy).toBeVisible();
  await expectAccessible(page, 'privacy policy over the consent');
  await privacy.getByRole('button', { name: '동의 화면으로 돌아가기' }).click();
  await expect(consent.getByLabel(/서비스 이용약관에 동의합니다/)).toBeChecked();
  await consent.getByLabel(/개인정보처리방침에 동의합니다/).check();
  await consent.getByLabel('이메일 수신에 동의합니다').check();
  await snap(page, 'google-consent-desktop');
  await consent.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(consent).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: '내 정보' })).toContainText('이구글');

  // Deleting the Google account, then coming back through Google within 14 days, is refused.
  await page.goto('/profile');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await page.getByRole('alertdialog', { name: '회원 탈퇴' }).getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: 'Google로 계속하기' }).click();
  await expect(page.getByText('가입 불가', { exact: true })).toBeVisible();
  await expect(page.getByText(/^이 구글계정은 \d+월 \d+일 이후에 재가입이 가능합니다\.$/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: '약관 동의' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
});

test('a Google user who declines is logged out and the sign-up is cancelled', async ({ page, context }) => {
  const email = `decline${unique()}@gmail.com`;
  await context.route('https://accounts.google.com/o/oauth2/v2/auth**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('login_hint', email);
    return route.fulfill({ status: 302, headers: { location: `${GOOGLE_MOCK_URL}/authorize${url.search}` } });
  });
  await page.goto('/history');
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: 'Google로 계속하기' }).click();
  const consent = page.getByRole('dialog', { name: '약관 동의' });
  await consent.getByRole('button', { name: '취소' }).click();
  await expect(page.getByText('회원가입 취소', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('google-consent-rejected-at'))).toBeTruthy();
});

test('one toast at a time: a new toast replaces the version notice', async ({ page }) => {
  await page.clock.install();
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: '생성 기록' })).toBeVisible();
  await page.route('**/version.json*', (route) => route.fulfill({ json: { version: '9.9.9', buildId: 'newer' } }));
  await page.clock.runFor(61_000);
  const region = page.getByRole('region', { name: /알림/ });
  await expect(region.getByText('새 버전이 나왔습니다', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '비밀번호를 잊으셨나요?' }).click();
  const reset = page.getByRole('dialog', { name: '비밀번호 재설정' });
  await reset.getByLabel('이메일').fill(`nobody${unique()}@example.kr`);
  await reset.getByRole('button', { name: '재설정 링크 보내기' }).click();
  // The open signup dialog hides the rest of the page from the accessibility tree, so look by text.
  await expect(page.getByText('계정을 찾을 수 없음', { exact: true })).toBeVisible();
  await expect(page.getByText('새 버전이 나왔습니다', { exact: true })).toHaveCount(0);
  const toasts = page.getByRole('region', { name: /알림/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
  await expect(toasts).toHaveCount(1);
});
