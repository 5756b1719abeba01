import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@contracts/accounts';
import { queryRows } from '../../db/client';
import { userAgreements, users, wallets } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { buildSignup } from '../../testing/factories';
import { linkIn, startSmtpSink } from '../../testing/fakes/smtp-sink';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, TRUSTED_PROXIES: '10.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let n = 0;
export const signupBody = (overrides: Record<string, unknown> = {}) =>
  buildSignup({ lastName: '홍', firstName: '길동', email: `gildong${++n}@example.kr`, clientIp: '1.2.3.4', ...overrides });

describe('POST /api/users/signup', () => {
  /** The member the sign-up created, as the API shows it once signed in. */
  const signedUpMember = async (body: { email: string; password: string }) => {
    const client = createClient(t);
    const res = await client.post('/api/users/login', { email: body.email, password: body.password });
    return { user: res.body.user, row: (await t.db.select().from(users).where(eq(users.email, body.email)))[0] };
  };

  it('creates a grade-new member with the spec fields, agreements, avatar and an empty wallet', async () => {
    const client = createClient(t);
    const body = signupBody({ firstName: ' 길 동 ', lastName: '홍' });
    const { status, body: reply } = await client.post('/api/users/signup', body);
    expect(status).toBe(201);
    expect(reply).toEqual({ success: true, email: body.email });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ name: '홍 길동', grade: 'new', genCount: 99, imgCount: 99, advCount: 99, verified: false, wantKeywordReport: false, emailVisibility: false });
    expect(row?.username).toMatch(/^[a-z0-9_]+$/);
    const [agreement] = await t.db.select().from(userAgreements).where(eq(userAgreements.userId, row?.id ?? ''));
    expect(agreement).toMatchObject({ termsAgreed: true, privacyAgreed: true, emailAgreed: true, termsVersion: '1.0', privacyVersion: '1.0' });
    expect(agreement?.clientIp).toBe(client.ip);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, row?.id ?? ''));
    expect(wallet).toMatchObject({ totalPaidCredits: 0, totalEventCredits: 0 });
    const { user } = await signedUpMember(body);
    expect(user).toMatchObject({ name: '홍 길동', email: body.email, collectionId: 'users', role: 'user', gen_cnt: 99 });
    const avatar = await t.app.request(user.avatar);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('길동');
  });

  it('builds username first_last in lowercase Latin and keeps it unique', async () => {
    const first = signupBody({ firstName: 'John', lastName: 'Van Dyke' });
    expect((await createClient(t).post('/api/users/signup', first)).status).toBe(201);
    const a = await signedUpMember(first);
    expect(a.user.username).toBe('john_vandyke');
    expect(a.user.name).toBe('VanDyke John');
    const second = signupBody({ firstName: 'JOHN', lastName: 'VanDyke' });
    await createClient(t).post('/api/users/signup', second);
    expect((await signedUpMember(second)).user.username).toMatch(/^john_vandyke_[0-9a-f]{6}$/);
  });

  it('records the address a trusted proxy forwarded, and ignores the one the client claims', async () => {
    const agreementOf = async (email: string) => {
      const [row] = await t.db
        .select({ clientIp: userAgreements.clientIp })
        .from(userAgreements)
        .innerJoin(users, eq(users.id, userAgreements.userId))
        .where(eq(users.email, email));
      return row?.clientIp;
    };
    const client = createClient(t, { ip: '10.0.0.1' });
    const body = signupBody();
    await client.post('/api/users/signup', body, { 'X-Forwarded-For': '203.0.113.77' });
    expect(await agreementOf(body.email)).toBe('203.0.113.77');
    const spoof = createClient(t, { ip: '192.0.2.9' });
    const b2 = signupBody();
    await spoof.post('/api/users/signup', b2, { 'X-Forwarded-For': '203.0.113.1' });
    expect(await agreementOf(b2.email)).toBe('192.0.2.9');
  });

  it('mails a Korean verification link that verifies the address and signs the member in', async () => {
    const client = createClient(t);
    const body = signupBody();
    await client.post('/api/users/signup', body);
    const mail = await sink.waitFor(body.email);
    expect(mail.subject).toBe('[글빛] 이메일 인증을 완료해 주세요');
    expect(mail.html).toContain('이메일 인증하기');
    // Greeted by the name as entered (홍 + 길동), written as a Korean name is, without the stored space.
    expect(mail.text.startsWith('홍길동님, ')).toBe(true);
    const link = linkIn(mail, `${TEST_ORIGIN}/api/auth/verify-email?token=`);
    // The link opened in another browser (the mail app's): nothing but the link is needed to come in.
    const reader = createClient(t);
    expect((await reader.get('/api/session')).body.user).toBeNull();
    const res = await reader.get(link.replace(TEST_ORIGIN, ''));
    expect(res.status).toBe(302);
    expect(res.res.headers.get('location')).toBe('/?verified=1');
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.verified).toBe(true);
    const session = (await reader.get('/api/session')).body;
    expect(session.user).toMatchObject({ email: body.email, grade: 'normal' });
  });

  it.each([
    [{ firstName: '' }, accountMessages.firstNameRequired],
    [{ lastName: '   ' }, accountMessages.lastNameRequired],
    [{ firstName: 'ㄱ'.repeat(51) }, accountMessages.nameTooLong],
    [{ firstName: '길동!' }, accountMessages.invalidNameServer],
    [{ lastName: 'ㅎ', firstName: 'ㅋㅋ' }, accountMessages.namesRequired],
    [{ passwordConfirm: 'something-else' }, accountMessages.passwordMismatch],
    [{ password: 'short', passwordConfirm: 'short' }, accountMessages.passwordTooShort],
    [{ password: 'x'.repeat(129), passwordConfirm: 'x'.repeat(129) }, accountMessages.passwordTooLong],
    [{ emailAgreed: false }, accountMessages.agreementsRequired],
    [{ email: 'not-an-email' }, accountMessages.emailInvalid],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { status, body } = await createClient(t).post('/api/users/signup', signupBody(overrides));
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('answers a taken email exactly like a new one, creates nothing, and mails its owner a notice', async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    const again = await createClient(t).post('/api/users/signup', { ...body, email: body.email.toUpperCase(), password: 'another-pass-88', passwordConfirm: 'another-pass-88' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, email: body.email });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email))).toHaveLength(1);
    const notice = await sink.waitFor(body.email, (m) => m.subject.includes('가입 시도'));
    expect(notice.subject).toBe('[글빛] 이 주소로 가입 시도가 있었습니다');
    expect(notice.text).toContain('새 계정은 만들지 않았습니다');
    expect(notice.text).toContain('비밀번호 재설정');
    // The old password still signs in; the one the second sign-up sent does not.
    expect((await createClient(t).post('/api/users/login', { email: body.email, password: body.password })).status).toBe(200);
    expect((await createClient(t).post('/api/users/login', { email: body.email, password: 'another-pass-88' })).status).toBe(401);
  });

  it('mails at most three notices an hour to one address, counting the sign-up that created it, and still answers alike', async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    for (let i = 0; i < 5; i++) {
      const res = await createClient(t).post('/api/users/signup', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, email: body.email });
    }
    await sink.waitFor(body.email, (m) => m.subject.includes('가입 시도'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.filter((m) => m.to.includes(body.email) && m.subject.includes('가입 시도'))).toHaveLength(2);
  });
});

describe('POST /api/users/login', () => {
  it("says '이메일 또는 비밀번호를 확인해주세요.' for a wrong password or an unknown email", async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    for (const attempt of [{ email: body.email, password: 'wrong-password' }, { email: 'nobody@example.kr', password: 'whatever1' }]) {
      const res = await createClient(t).post('/api/users/login', attempt);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('이메일 또는 비밀번호를 확인해주세요.');
    }
  });

  it('signs in with an httpOnly SameSite cookie and turns grade new into normal on the first login', async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    const client = createClient(t);
    const res = await client.post('/api/users/login', { email: ` ${body.email.toUpperCase()} `, password: body.password });
    expect(res.status).toBe(200);
    expect(res.body.user.grade).toBe('normal');
    const cookie = res.res.headers.getSetCookie().find((c) => c.startsWith('gb.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await client.get('/api/session');
    expect(session.body.user.email).toBe(body.email);
    expect(session.body.wallet).toEqual({ paidCredits: 0, eventCredits: 0, totalCredits: 0 });
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    const client = createClient(t);
    await client.post('/api/users/login', { email: body.email, password: body.password });
    const stolen = new Map(client.jar);
    await client.post('/api/users/logout');
    expect((await client.get('/api/session')).body.user).toBeNull();
    const replay = createClient(t);
    for (const [k, v] of stolen) replay.jar.set(k, v);
    expect((await replay.get('/api/session')).body.user).toBeNull();
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${body.email}`,
    );
    expect(row?.n).toBe(0);
  });

  it('limits attempts on one account from one address and answers 429 in Korean with Retry-After', async () => {
    const body = signupBody();
    await createClient(t).post('/api/users/signup', body);
    const attacker = createClient(t);
    let last;
    for (let i = 0; i < 11; i++) last = await attacker.post('/api/users/login', { email: body.email, password: 'wrong-guess' });
    expect(last?.status).toBe(429);
    expect(last?.body.error.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(Number(last?.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('admins', () => {
  it('are the verified owners of the ADMIN_EMAILS addresses', async () => {
    const admin = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.kr' });
    try {
      const client = createClient(admin);
      const body = signupBody({ email: 'boss@example.kr' });
      await client.post('/api/users/signup', body);
      await client.post('/api/users/login', { email: body.email, password: body.password });
      expect((await client.get('/api/session')).body.user.role).toBe('user');
      await admin.db.update(users).set({ verified: true }).where(and(eq(users.email, 'boss@example.kr')));
      expect((await client.get('/api/session')).body.user.role).toBe('admin');
    } finally {
      await admin.close();
    }
  });
});
