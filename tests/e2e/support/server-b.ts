import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURLB, E2E_MAILS_URL } from '../../../playwright.config';

// Members of the second server (SMTP sink, admin, Naver/Toss/image fakes), made through the API: the specs
// that use them are about keywords, credits or images, not about the sign-up forms.
export const E2E_PASSWORD = 'korea-blog-2025';
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export type SinkMail = { to: string[]; subject: string; text: string; html: string };

/** The newest mail to `to` whose subject matches, from the SMTP sink (waits up to 30 s). */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<SinkMail> {
  for (let i = 0; i < 60; i++) {
    const mails = (await (await request.get(E2E_MAILS_URL)).json()) as SinkMail[];
    const found = mails.reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no mail to ${to}`);
}

let clients = 0;
/**
 * A client address of its own for each member the suite signs up on the second server (which trusts
 * 127.0.0.1 as a proxy): real members come from many addresses, and the per-address sign-up limit
 * (10 an hour) is about one address making many accounts, which these specs are not testing.
 */
const nextClientAddress = () => {
  clients += 1;
  return `10.${process.pid % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** Signs up on the second server (and verifies the address from its mail when asked); logs in unless told not to. */
export async function memberOnB(
  request: APIRequestContext,
  email: string,
  { lastName, firstName, verify = false, logIn = true }: { lastName: string; firstName: string; verify?: boolean; logIn?: boolean },
) {
  const headers = { origin: baseURLB, 'x-forwarded-for': nextClientAddress() };
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { lastName, firstName, email, password: E2E_PASSWORD, passwordConfirm: E2E_PASSWORD, termsAgreed: true, privacyAgreed: true, emailAgreed: true },
  });
  expect(signup.status()).toBe(201);
  if (verify) {
    const mail = await waitForMail(request, email, /이메일 인증/);
    const link = new RegExp(`${baseURLB.replace(/[.]/g, '\\.')}/api/auth/verify-email\\?\\S+`).exec(mail.text)?.[0] as string;
    await request.get(link, { maxRedirects: 0 });
  }
  if (logIn) expect((await request.post('/api/users/login', { headers, data: { email, password: E2E_PASSWORD } })).status()).toBe(200);
}

/** Logs in through the login modal, as a person does (from /history, which any visitor may open). */
export async function logInInBrowser(page: Page, email: string) {
  await page.goto('/history');
  await page.getByRole('button', { name: '로그인' }).first().click();
  const login = page.getByRole('dialog', { name: '로그인' });
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호', { exact: true }).fill(E2E_PASSWORD);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login).toBeHidden();
}
