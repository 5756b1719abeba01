import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditItems } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readWallet } from './wallet.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WELCOME_BONUS_CREDITS: '300' });
});
afterAll(() => t.close());

describe('POST /api/credits/wallet/initialize', () => {
  it('returns the wallet and changes nothing when called again', async () => {
    const client = createClient(t);
    const { user } = await signUpAndLogin(client);
    const first = await client.post('/api/credits/wallet/initialize', { userId: user.id });
    const second = await client.post('/api/credits/wallet/initialize', { userId: user.id });
    expect(first.body).toEqual({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } });
    expect(second.body).toEqual(first.body);
  });

  it('refuses a visitor and a foreign userId', async () => {
    expect((await createClient(t).post('/api/credits/wallet/initialize', {})).status).toBe(401);
    const client = createClient(t);
    await signUpAndLogin(client);
    expect((await client.post('/api/credits/wallet/initialize', { userId: 'other' })).status).toBe(403);
  });
});

describe('POST /api/credits/welcome-bonus', () => {
  it('credits WELCOME_BONUS_CREDITS event credits once, with the spec reply shape', async () => {
    const client = createClient(t);
    const { user, email } = await signUpAndLogin(client);
    const res = await client.post('/api/credits/welcome-bonus', { userId: user.id, email });
    expect(res.body).toEqual({
      success: true,
      credited: true,
      message: '가입 축하 이벤트 크레딧 300이 지급되었습니다.',
      wallet: { paidCredits: 0, eventCredits: 300 },
    });
    const again = await client.post('/api/credits/welcome-bonus', { userId: user.id, email });
    expect(again.body).toMatchObject({ credited: false, message: '이미 가입 축하 크레딧을 받으셨습니다.', wallet: { eventCredits: 300 } });
  });

  it("refuses another member's userId with 403 and credits nobody", async () => {
    const victim = await signUpAndLogin(createClient(t));
    const client = createClient(t);
    await signUpAndLogin(client);
    const res = await client.post('/api/credits/welcome-bonus', { userId: victim.user.id, email: victim.email });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: '본인 계정에 대해서만 요청할 수 있습니다.' });
    expect(await t.db.select().from(creditItems).where(eq(creditItems.userId, victim.user.id))).toEqual([]);
    expect((await createClient(t).post('/api/credits/welcome-bonus', { userId: victim.user.id })).status).toBe(401);
  });

  // PGlite runs one transaction at a time, so there these requests are serialised; CI runs the same test on
  // PostgreSQL (DATABASE_URL), where they truly race for the bonus.
  it('credits once even when ten requests race', async () => {
    const client = createClient(t);
    const { user } = await signUpAndLogin(client);
    const replies = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/credits/welcome-bonus', { userId: user.id })));
    expect(replies.filter((r) => r.body.credited === true)).toHaveLength(1);
    const rows = await t.db.select().from(creditItems).where(eq(creditItems.userId, user.id));
    expect(rows).toHaveLength(1);
    const wallet = await client.get('/api/credits/wallet');
    expect(wallet.body.wallet).toEqual({ paidCredits: 0, eventCredits: 300, totalCredits: 300 });
  });
});

describe('reading wallets', () => {
  it('answers members reading at once from one batch, each with their own wallet, and a read after a change sees it', async () => {
    const members = await Promise.all([0, 1, 2].map(async () => {
      const client = createClient(t);
      const { user, email } = await signUpAndLogin(client);
      return { client, user, email };
    }));
    await members[1]!.client.post('/api/credits/welcome-bonus', { userId: members[1]!.user.id, email: members[1]!.email });
    const wallets = await Promise.all(members.map((m) => readWallet(t.db, m.user.id)));
    expect(wallets.map((w) => w?.eventCredits)).toEqual([0, 300, 0]);
    const sessions = await Promise.all(members.map((m) => m.client.get('/api/session')));
    expect(sessions.map((s) => s.body.wallet.totalCredits)).toEqual([0, 300, 0]);
    await members[0]!.client.post('/api/credits/welcome-bonus', { userId: members[0]!.user.id, email: members[0]!.email });
    expect((await members[0]!.client.get('/api/session')).body.wallet.eventCredits).toBe(300);
    expect(await readWallet(t.db, 'no-such-member')).toBeNull();
  });
});
