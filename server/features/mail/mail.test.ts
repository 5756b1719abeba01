import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailConnections, users } from '../../db/schema';
import { type EnvError, parseEnv } from '../../env';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { type FakeZoho, startFakeZoho } from '../../testing/fakes/zoho-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

const ZOHO = { clientId: '1000.GEULBITTESTCLIENT', clientSecret: 'zoho-test-secret' };
const ADMIN = 'mail-admin@geulbit.kr';
let zoho: FakeZoho;
let t: TestApp;

beforeAll(async () => {
  zoho = await startFakeZoho(ZOHO);
  t = await createTestApp({
    MAIL_TRANSPORT: 'zoho',
    ZOHO_CLIENT_ID: ZOHO.clientId,
    ZOHO_CLIENT_SECRET: ZOHO.clientSecret,
    ZOHO_ACCOUNTS_BASE_URL: zoho.url,
    ZOHO_MAIL_BASE_URL: zoho.url,
    ADMIN_EMAILS: ADMIN,
  });
});
afterAll(async () => {
  await t.close();
  await zoho.close();
});

async function admin(): Promise<TestClient> {
  const client = createClient(t);
  const [existing] = await t.db.select().from(users).where(eq(users.email, ADMIN));
  if (existing) expect((await client.post('/api/users/login', { email: ADMIN, password: 'korea-blog-2025' })).status).toBe(200);
  else await signUpAndLogin(client, { email: ADMIN, password: 'korea-blog-2025', passwordConfirm: 'korea-blog-2025' });
  await t.db.update(users).set({ verified: true }).where(eq(users.email, ADMIN));
  return client;
}

/** The whole OAuth round: start, consent on (fake) Zoho, come back to /zoho-oauth, finish. */
async function connect(client: TestClient) {
  const start = await client.post('/api/admin/mail/zoho/authorize');
  expect(start.status).toBe(200);
  const consent = await fetch(start.body.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/zoho-oauth`);
  const finish = await client.post('/api/admin/mail/zoho/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
  return { start, back, finish };
}

const outboxFiles = async () => (await readdir(path.join(t.env.dataDir, 'outbox')).catch(() => [])).filter((f) => f.endsWith('.eml'));
const mail = (subject: string) => ({ to: 'reader@example.kr', subject, html: `<p>${subject}</p>`, text: subject });

describe('MAIL_TRANSPORT', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('keeps today’s behaviour when unset, and names what smtp and zoho need', () => {
    expect(parseEnv(base).MAIL_TRANSPORT).toBeUndefined();
    const problems = (settings: Record<string, string>) => {
      try {
        parseEnv({ ...base, ...settings });
        return [];
      } catch (err) {
        return (err as EnvError).problems;
      }
    };
    expect(problems({ MAIL_TRANSPORT: 'smtp' })).toEqual(['SMTP_URL: MAIL_TRANSPORT=smtp 에는 SMTP_URL 이 필요합니다 (required for smtp)']);
    expect(problems({ MAIL_TRANSPORT: 'zoho', ZOHO_CLIENT_ID: 'x' })).toEqual(['ZOHO_CLIENT_SECRET: MAIL_TRANSPORT=zoho 에는 ZOHO_CLIENT_SECRET 가 필요합니다 (required for zoho)']);
    expect(problems({ MAIL_TRANSPORT: 'pigeon' })[0]).toMatch(/^MAIL_TRANSPORT:/);
  });
});

describe('/api/admin/mail and Zoho Mail', () => {
  it('answers only admins', async () => {
    const member = createClient(t);
    await signUpAndLogin(member);
    expect((await member.get('/api/admin/mail')).status).toBe(403);
    expect((await member.post('/api/admin/mail/zoho/authorize')).status).toBe(403);
    expect((await member.post('/api/admin/mail/zoho/callback', { code: 'x', state: 'y' })).status).toBe(403);
    expect((await createClient(t).get('/api/admin/mail')).status).toBe(401);
  });

  it('keeps mail in the outbox until an admin connects, and says so', async () => {
    const client = await admin();
    const status = await client.get('/api/admin/mail');
    expect(status.body).toMatchObject({ transport: 'zoho', zoho: { connected: false, missing: [], redirectUri: `${TEST_ORIGIN}/zoho-oauth` } });
    const before = (await outboxFiles()).length;
    await t.deps.mailer.send(mail('연결 전 메일'));
    expect((await outboxFiles()).length).toBe(before + 1);
    expect(zoho.sent).toEqual([]);
  });

  it('connects by authorization code with offline access, seals the refresh token, and sends through the send-message API', async () => {
    const client = await admin();
    const { start, finish } = await connect(client);
    const authorize = new URL(start.body.url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${zoho.url}/oauth/v2/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: ZOHO.clientId,
      access_type: 'offline',
      prompt: 'consent',
      scope: 'ZohoMail.messages.CREATE,ZohoMail.accounts.READ',
      redirect_uri: `${TEST_ORIGIN}/zoho-oauth`,
    });
    expect(finish.status).toBe(200);
    expect(finish.body.zoho).toMatchObject({ connected: true, email: zoho.account.email, lastError: null });
    const [row] = await t.db.select().from(mailConnections);
    expect(row?.sealedRefreshToken).toMatch(/^v1\./);
    expect(row?.sealedRefreshToken).not.toContain('1000.r');
    expect(JSON.stringify(finish.body)).not.toContain('1000.');

    const refreshes = () => zoho.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const before = refreshes();
    await t.deps.mailer.send(mail('주간 키워드 리포트'));
    await t.deps.mailer.send(mail('두 번째 메일'));
    expect(zoho.sent.map((m) => [m.fromAddress, m.toAddress, m.subject, m.mailFormat])).toEqual([
      [zoho.account.email, 'reader@example.kr', '주간 키워드 리포트', 'html'],
      [zoho.account.email, 'reader@example.kr', '두 번째 메일', 'html'],
    ]);
    expect(zoho.sent[0]?.content).toBe('<p>주간 키워드 리포트</p>');
    // One access token serves both mails.
    expect(refreshes()).toBe(before + 1);
    // An expired access token is refreshed once and the mail still goes through Zoho.
    zoho.expireAccessTokens();
    await t.deps.mailer.send(mail('토큰 만료 뒤'));
    expect(zoho.sent.at(-1)?.subject).toBe('토큰 만료 뒤');
    expect(refreshes()).toBe(before + 2);
  });

  it('refuses a code that comes back without the state this browser started with', async () => {
    const client = await admin();
    const start = await client.post('/api/admin/mail/zoho/authorize');
    const consent = await fetch(start.body.url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code');
    const forged = await client.post('/api/admin/mail/zoho/callback', { code, state: 'someone-elses-state' });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('연결 요청이 만료되었거나 다른 브라우저에서 시작되었습니다. 이 화면에서 다시 연결해주세요.');
    // Another admin session (no state cookie) cannot finish it either.
    const other = await admin();
    expect((await other.post('/api/admin/mail/zoho/callback', { code, state: new URL(start.body.url).searchParams.get('state') })).status).toBe(400);
  });

  it('says in Korean when Zoho refuses the code', async () => {
    const client = await admin();
    await client.post('/api/admin/mail/zoho/authorize');
    const cookieState = client.jar.get('gb_zoho_state') ?? '';
    const res = await client.post('/api/admin/mail/zoho/callback', { code: '1000.expired-code', state: cookieState });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Zoho가 인증 코드를 받아들이지 않았습니다. 코드가 만료되었을 수 있으니 다시 연결해주세요.');
  });

  it('shows a failed token refresh to admins and keeps the mail in the outbox; reconnecting clears it', async () => {
    const client = await admin();
    expect((await connect(client)).finish.status).toBe(200);
    zoho.revoke();
    const before = (await outboxFiles()).length;
    const sentBefore = zoho.sent.length;
    const result = await t.deps.mailer.send(mail('권한 취소 뒤'));
    expect(result.file).toBeDefined();
    expect((await outboxFiles()).length).toBe(before + 1);
    expect(zoho.sent.length).toBe(sentBefore);
    const status = await client.get('/api/admin/mail');
    expect(status.body.zoho.lastError).toContain('Zoho 액세스 토큰을 갱신하지 못했습니다');
    expect(status.body.zoho.lastErrorAt).not.toBeNull();

    expect((await connect(client)).finish.body.zoho.lastError).toBeNull();
    await t.deps.mailer.send(mail('다시 연결한 뒤'));
    expect(zoho.sent.at(-1)?.subject).toBe('다시 연결한 뒤');
  });

  it('keeps a mail Zoho fails to send in the outbox, and disconnecting sends mail to the outbox', async () => {
    const client = await admin();
    expect((await connect(client)).finish.status).toBe(200);
    zoho.failSends(500);
    const before = (await outboxFiles()).length;
    await t.deps.mailer.send(mail('서버 오류'));
    zoho.failSends(0);
    expect((await outboxFiles()).length).toBe(before + 1);
    expect((await client.get('/api/admin/mail')).body.zoho.lastError).toContain('Zoho Mail로 메일을 보내지 못했습니다');
    await t.deps.mailer.send(mail('회복'));
    expect((await client.get('/api/admin/mail')).body.zoho.lastError).toBeNull();
    const off = await client.delete('/api/admin/mail/zoho');
    expect(off.body.zoho).toMatchObject({ connected: false, email: null });
    await t.deps.mailer.send(mail('해제 뒤'));
    expect((await outboxFiles()).length).toBe(before + 2);
  });
});

describe('a connection that cannot be opened', () => {
  it('keeps the mail in the outbox and tells admins, when the sealed token no longer opens (the key changed)', async () => {
    const client = await admin();
    expect((await connect(client)).finish.status).toBe(200);
    await t.db.update(mailConnections).set({ sealedRefreshToken: 'v1.AAAAbroken' });
    const before = (await outboxFiles()).length;
    const result = await t.deps.mailer.send(mail('열 수 없는 토큰'));
    expect(result.file).toBeDefined();
    expect((await outboxFiles()).length).toBe(before + 1);
    expect((await client.get('/api/admin/mail')).body.zoho.lastError).toContain('Zoho 액세스 토큰을 갱신하지 못했습니다');
    await client.delete('/api/admin/mail/zoho');
  });
});

describe('without MAIL_TRANSPORT=zoho', () => {
  it('refuses to start a Zoho connection and names the setting', async () => {
    const plain = await createTestApp({ ADMIN_EMAILS: 'plain-admin@geulbit.kr' });
    try {
      const client = createClient(plain);
      await signUpAndLogin(client, { email: 'plain-admin@geulbit.kr' });
      await plain.db.update(users).set({ verified: true }).where(eq(users.email, 'plain-admin@geulbit.kr'));
      const res = await client.post('/api/admin/mail/zoho/authorize');
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('MAIL_TRANSPORT 가 zoho 로 설정되어 있지 않아 Zoho Mail을 연결할 수 없습니다.');
      expect((await client.get('/api/admin/mail')).body).toMatchObject({ transport: 'outbox', zoho: { missing: ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET'] } });
      expect(plain.deps.mailer.kind).toBe('outbox');
    } finally {
      await plain.close();
    }
  });
});
