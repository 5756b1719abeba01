import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccounts, userAgreements, users } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { installGoogleRedirect } from '../../testing/fakes/google-fetch-redirect.mjs';
import { type GoogleAccount, startGoogleOidc } from '../../testing/fakes/google-oidc';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CLIENT_ID = 'geulbit-test.apps.googleusercontent.com';
let t: TestApp;
let oidc: Awaited<ReturnType<typeof startGoogleOidc>>;
let uninstall: () => void;

beforeAll(async () => {
  oidc = await startGoogleOidc({ clientId: CLIENT_ID });
  uninstall = installGoogleRedirect(oidc.url);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' });
});
afterAll(async () => {
  uninstall();
  await t.close();
  await oidc.close();
});

/** Walks the browser's part of "Sign in with Google": our start URL → provider → our callback. */
async function signInWithGoogle(client: TestClient, account: GoogleAccount) {
  oidc.useAccount(account);
  const start = await client.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/oauth-callback',
    errorCallbackURL: '/oauth-callback?error=google',
  });
  expect(start.status).toBe(200);
  const googleUrl = new URL(start.body.url as string);
  expect(googleUrl.origin + googleUrl.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  const consentScreen = await fetch(`${oidc.url}/authorize${googleUrl.search}`, { redirect: 'manual' });
  const back = new URL(consentScreen.headers.get('location') as string);
  const callback = await client.get(`${back.pathname}${back.search}`);
  return callback.res.headers.get('location');
}

const consent = (userId: string, agree = true) => ({
  userId,
  termsAgreed: agree,
  privacyAgreed: agree,
  emailAgreed: agree,
  clientIp: '1.1.1.1',
  termsVersion: '1.0',
  privacyVersion: '1.0',
});

describe('Sign in with Google', () => {
  it('creates an account without a grade that must agree before anything else, then lands on /oauth-callback', async () => {
    const client = createClient(t);
    const landing = await signInWithGoogle(client, { sub: 'g-100', email: 'minji@gmail.com', name: '김 민지' });
    expect(landing).toBe('/oauth-callback');
    const session = await client.get('/api/session');
    expect(session.body.user).toMatchObject({ email: 'minji@gmail.com', grade: '', verified: true, name: '김 민지' });
    expect(session.body.user.avatar).toMatch(/^\/files\//);
    expect(session.body.features.google).toBe(true);

    const partial = await client.post('/api/users/google-consent', consent(session.body.user.id, false));
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toBe('서비스 이용약관, 개인정보처리방침, 이메일 수신에 모두 동의해주세요.');

    const accepted = await client.post('/api/users/google-consent', consent(session.body.user.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.grade).toBe('new');
    const [agreement] = await t.db.select().from(userAgreements).where(eq(userAgreements.userId, session.body.user.id));
    expect(agreement).toMatchObject({ termsAgreed: true, privacyAgreed: true, emailAgreed: true, clientIp: client.ip });
    const again = await client.post('/api/users/google-consent', consent(session.body.user.id));
    expect(again.status).toBe(409);
  });

  it('refuses consent on behalf of another user', async () => {
    const client = createClient(t);
    await signInWithGoogle(client, { sub: 'g-200', email: 'other@gmail.com', name: 'Other Person' });
    const res = await client.post('/api/users/google-consent', consent('not-me'));
    expect(res.status).toBe(403);
  });

  it('removes the account and the session when the consent is declined', async () => {
    const client = createClient(t);
    await signInWithGoogle(client, { sub: 'g-300', email: 'decline@gmail.com', name: 'Decline Me' });
    expect((await client.post('/api/users/google-consent/decline')).status).toBe(200);
    expect((await client.get('/api/session')).body.user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, 'decline@gmail.com'))).toEqual([]);
  });

  it("refuses a Google re-signup within 14 days with '이 구글계정은 M월 D일 이후에 재가입이 가능합니다.'", async () => {
    const client = createClient(t);
    const account = { sub: 'g-400', email: 'comeback@gmail.com', name: 'Come Back' };
    await signInWithGoogle(client, account);
    const { body } = await client.get('/api/session');
    await client.post('/api/users/google-consent', consent(body.user.id));
    await client.post('/api/users/delete-account', { userId: body.user.id });
    const deletedAt = (await t.db.select().from(deletedAccounts)).at(-1)?.deletedAt as Date;

    const again = createClient(t);
    await signInWithGoogle(again, account);
    const second = await again.get('/api/session');
    expect(second.body.user.grade).toBe('');
    const check = await again.post('/api/users/check-deleted', { email: account.email });
    expect(check.body.isDeleted).toBe(true);
    const refused = await again.post('/api/users/google-consent', consent(second.body.user.id));
    expect(refused.status).toBe(409);
    const opens = new Date(deletedAt.getTime() + 14 * 86_400_000 + 9 * 3_600_000);
    expect(refused.body.error.message).toBe(`이 구글계정은 ${opens.getUTCMonth() + 1}월 ${opens.getUTCDate()}일 이후에 재가입이 가능합니다.`);
    expect((await again.get('/api/session')).body.user).toBeNull();
  });
});
