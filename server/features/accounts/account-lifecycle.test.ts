import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccounts, users, verifications } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { buildSignup, signUpAndLogin } from '../../testing/factories';
import { emailHash } from './deleted-accounts.service';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

function outboxMailTo(email: string) {
  const dir = path.join(t.env.dataDir, 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const f of files) {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    if (raw.includes(`To: ${email}`)) return raw;
  }
  throw new Error(`no outbox mail to ${email}`);
}

describe('POST /api/users/delete-account', () => {
  it('ends every session, records the deletion and leaves nothing of the member', async () => {
    const phone = createClient(t);
    const member = await signUpAndLogin(phone);
    await queryRows(
      t.db,
      sql`insert into generations (id, owner_user_id, keyword, title, input, content, status, provider, model, charge)
          values (gen_random_uuid()::text, ${member.user.id}, 'k', '제목', '{"keyword":"k"}'::jsonb, '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb)`,
    );
    const historyVersion = sql`select version from history_versions where owner_key = ${`user:${member.user.id}`}`;
    expect(await queryRows(t.db, historyVersion)).toHaveLength(1);
    const laptop = createClient(t);
    await laptop.post('/api/users/login', { email: member.email, password: member.password });
    const res = await phone.post('/api/users/delete-account', { userId: member.user.id, userData: { email: member.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: '회원 탈퇴가 완료되었습니다.' });
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect((await t.db.select().from(deletedAccounts)).length).toBeGreaterThan(0);
    expect(await queryRows(t.db, sql`select id from generations where owner_user_id = ${member.user.id}`)).toEqual([]);
    expect(await queryRows(t.db, historyVersion)).toEqual([]);
  });

  it("refuses another member's userId with 403 and a visitor with the spec's message", async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const other = await client.post('/api/users/delete-account', { userId: 'someone-else' });
    expect(other.status).toBe(403);
    const visitor = await createClient(t).post('/api/users/delete-account', { userId: 'x' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe('사용자 ID를 찾을 수 없습니다.');
  });
});

describe('re-signup after deletion', () => {
  async function deleteAccountDaysAgo(days: number) {
    const client = createClient(t);
    const member = await signUpAndLogin(client);
    await client.post('/api/users/delete-account', { userId: member.user.id });
    const when = new Date(Date.now() - days * DAY);
    await t.db.update(deletedAccounts).set({ deletedAt: when }).where(eq(deletedAccounts.emailHash, emailHash(t.deps.secret, member.email)));
    return { member, when };
  }

  it('reports the deletion through check-deleted', async () => {
    const { member, when } = await deleteAccountDaysAgo(2);
    const res = await createClient(t).post('/api/users/check-deleted', { email: ` ${member.email.toUpperCase()} ` });
    expect(res.body).toEqual({ success: true, isDeleted: true, deletedAt: when.toISOString() });
    const unknown = await createClient(t).post('/api/users/check-deleted', { email: 'fresh@example.kr' });
    expect(unknown.body).toEqual({ success: true, isDeleted: false, deletedAt: null });
  });

  it('refuses a re-signup within 14 days, naming the KST day it opens', async () => {
    const client = createClient(t);
    const member = await signUpAndLogin(client);
    await client.post('/api/users/delete-account', { userId: member.user.id });
    await t.db
      .update(deletedAccounts)
      .set({ deletedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(deletedAccounts.emailHash, emailHash(t.deps.secret, member.email)));
    const res = await createClient(t).post('/api/users/signup', buildSignup({ email: member.email }));
    expect(res.status).toBe(409);
    const opens = new Date(Date.now() - 3 * DAY + 14 * DAY + 9 * 3_600_000);
    expect(res.body.error.message).toBe(`해당 메일은 ${opens.getUTCMonth() + 1}월 ${opens.getUTCDate()}일 이후에 재가입이 가능합니다.`);
  });

  it('accepts it after 14 days with grade normal and no second welcome bonus', async () => {
    const { member } = await deleteAccountDaysAgo(15);
    const client = createClient(t);
    const res = await client.post('/api/users/signup', buildSignup({ email: member.email }));
    expect(res.status).toBe(201);
    const [row] = await t.db.select({ grade: users.grade }).from(users).where(eq(users.email, member.email));
    expect(row?.grade).toBe('normal');
    const login = await client.post('/api/users/login', { email: member.email, password: 'korea-blog-2025' });
    const bonus = await client.post('/api/credits/welcome-bonus', { userId: login.body.user.id });
    expect(bonus.body).toMatchObject({ success: true, credited: false, wallet: { eventCredits: 0 } });
  });
});

describe('password reset', () => {
  it("answers an unknown address with '계정을 찾을 수 없음'", async () => {
    const res = await createClient(t).post('/api/users/password-reset', { email: 'nobody@example.kr' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('계정을 찾을 수 없음');
  });

  it("checks the address pattern with '유효한 이메일 주소를 입력해주세요.'", async () => {
    const res = await createClient(t).post('/api/users/password-reset', { email: 'no-dot@host' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('유효한 이메일 주소를 입력해주세요.');
  });

  it('mails a reset link into the outbox that sets a new password and ends every session', async () => {
    const client = createClient(t);
    const member = await signUpAndLogin(client);
    expect((await createClient(t).post('/api/users/password-reset', { email: member.email })).status).toBe(200);
    const raw = outboxMailTo(member.email);
    expect(raw).toContain('Subject: =?UTF-8?');
    const match = /\/reset-password\?token=3D([^\s"<]+)|\/reset-password\?token=([^\s"<]+)/.exec(raw.replace(/=\r?\n/g, ''));
    const token = decodeURIComponent((match?.[1] ?? match?.[2] ?? '').replace(/=3D/g, '='));
    expect(token.length).toBeGreaterThan(10);
    const bad = await createClient(t).post('/api/users/password-reset/confirm', { token: 'nope', password: 'new-password-1', passwordConfirm: 'new-password-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('재설정 링크가 만료되었거나');
    const ok = await createClient(t).post('/api/users/password-reset/confirm', { token, password: 'new-password-1', passwordConfirm: 'new-password-1' });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/session')).body.user).toBeNull();
    const login = await createClient(t).post('/api/users/login', { email: member.email, password: 'new-password-1' });
    expect(login.status).toBe(200);
  });
});

describe('password reset when the mail cannot be sent', () => {
  it("reports '비밀번호 재설정 요청에 실패했습니다. 다시 시도해주세요.' and keeps no usable token", async () => {
    const broken = await createTestApp({}, {
      mailer: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('SMTP connection refused')),
      },
    });
    try {
      const member = await signUpAndLogin(createClient(broken));
      const res = await createClient(broken).post('/api/users/password-reset', { email: member.email });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({ code: 'RESET_FAILED', message: '비밀번호 재설정 요청에 실패했습니다. 다시 시도해주세요.' });
      const tokens = await broken.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
      expect(tokens).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/users/me/password', () => {
  it('changes the password and ends the other sessions', async () => {
    const phone = createClient(t);
    const member = await signUpAndLogin(phone);
    const laptop = createClient(t);
    await laptop.post('/api/users/login', { email: member.email, password: member.password });
    const wrong = await phone.post('/api/users/me/password', { currentPassword: 'not-it', password: 'brand-new-pw', passwordConfirm: 'brand-new-pw' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('현재 비밀번호가 올바르지 않습니다.');
    const res = await phone.post('/api/users/me/password', { currentPassword: member.password, password: 'brand-new-pw', passwordConfirm: 'brand-new-pw' });
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    expect((await phone.get('/api/session')).body.user?.email).toBe(member.email);
  });
});

describe('PATCH /api/users/me', () => {
  it('renames the member "last first" and toggles the keyword report', async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.patch('/api/users/me', { lastName: '이', firstName: '순신', wantKeywordReport: true });
    expect(res.body.user).toMatchObject({ name: '이 순신', wantKeywordReport: true });
  });

  it("asks for both name parts with '이름과 성을 모두 입력해주세요.'", async () => {
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.patch('/api/users/me', { lastName: '이' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('이름과 성을 모두 입력해주세요.');
  });

  it('refuses the keyword report to a Google account that has not agreed to the terms yet', async () => {
    const client = createClient(t);
    const member = await signUpAndLogin(client);
    await t.db.update(users).set({ grade: '' }).where(eq(users.id, member.user.id));
    const res = await client.patch('/api/users/me', { wantKeywordReport: true });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'CONSENT_REQUIRED', message: '약관에 동의한 뒤 이용할 수 있습니다.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.wantKeywordReport).toBe(false);
  });
});

describe('security', () => {
  it('refuses a state-changing call from a foreign Origin', async () => {
    const res = await createClient(t, { origin: 'https://evil.example' }).post('/api/users/login', { email: 'a@b.kr', password: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('허용되지 않은 출처의 요청입니다.');
    const auth = await createClient(t, { origin: 'https://evil.example' }).post('/api/auth/sign-out', {});
    expect(auth.status).toBe(403);
  });

  it('answers a malformed body with a Korean 400', async () => {
    const res = await createClient(t).post('/api/users/login', '{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('closes better-auth routes that would skip our rules', async () => {
    const res = await createClient(t).post('/api/auth/sign-up/email', { email: 'x@y.kr', password: 'password123', name: 'x' });
    expect(res.status).toBe(404);
  });

  it('marks the session cookie Secure (and __Secure-) behind https', async () => {
    const secure = await createTestApp({ BASE_URL: 'https://geulbit.example' });
    try {
      const client = createClient(secure, { origin: 'https://geulbit.example' });
      const body = buildSignup();
      await client.post('/api/users/signup', body);
      const res = await client.post('/api/users/login', { email: body.email, password: body.password });
      const cookie = res.res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(cookie).toMatch(/^__Secure-gb\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });

  it('keeps TEST_ORIGIN as the trusted origin', () => {
    expect(t.env.BASE_URL).toBe(TEST_ORIGIN);
  });
});
