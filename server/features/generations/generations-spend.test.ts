import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { anonymousUsers, creditItems, users, wallets } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { instantLlm } from '../../testing/instant-llm';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GENERATION_CREDIT_COST: '10' }, { llm: instantLlm() });
});
afterAll(() => t.close());

const body = { keyword: '동시성 테스트', length: 'short' };

// The concurrency cases below are serialised on PGlite (one connection, one transaction at a time); CI also runs
// them on PostgreSQL (DATABASE_URL), where the requests truly race for the same row.
describe('spending generations', () => {
  it('lets exactly 5 of 100 parallel generations through when 5 units remain, 20 times over', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const { body: s } = await client.get('/api/session');
    for (let round = 0; round < 20; round++) {
      await t.db.update(anonymousUsers).set({ genCount: 5 }).where(eq(anonymousUsers.id, s.visitor.id));
      // One visitor's cookie from 100 addresses at once (the per-address limit is not what is tested).
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const tab = createClient(t, { ip: `203.0.${round}.${i + 1}` });
          for (const [k, v] of client.jar) tab.jar.set(k, v);
          return tab.post('/api/generations', body);
        }),
      );
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 402);
      expect(ok).toHaveLength(5);
      expect(refused).toHaveLength(95);
      const [row] = await t.db.select({ n: anonymousUsers.genCount }).from(anonymousUsers).where(eq(anonymousUsers.id, s.visitor.id));
      expect(row?.n).toBe(0);
    }
  }, 120_000);

  it('refuses to let a counter go below zero, even by a direct UPDATE (CHECK constraint)', async () => {
    const client = createClient(t);
    await client.post('/api/visitors');
    const { body: s } = await client.get('/api/session');
    await expect(
      t.db.update(anonymousUsers).set({ genCount: sql`${anonymousUsers.genCount} - 100` }).where(eq(anonymousUsers.id, s.visitor.id)),
    ).rejects.toThrow();
  });

  it('makes a member at 0 pay in credits, event credits before paid ones, with ledger rows', async () => {
    const client = createClient(t);
    const { user } = await signUpAndLogin(client);
    await t.db.update(users).set({ genCount: 0 }).where(eq(users.id, user.id));
    await t.db.update(wallets).set({ totalEventCredits: 4, totalPaidCredits: 30 }).where(eq(wallets.userId, user.id));
    const res = await client.post('/api/generations', body);
    expect(res.status).toBe(200);
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(w).toMatchObject({ totalEventCredits: 0, totalPaidCredits: 24 });
    const ledger = await t.db.select().from(creditItems).where(eq(creditItems.userId, user.id));
    expect(ledger.map((r) => [r.kind, r.amount, r.reason]).sort()).toEqual([
      ['event', -4, 'generation'],
      ['paid', -6, 'generation'],
    ]);
  });

  it('tells a member with no units and too few credits what one post costs', async () => {
    const client = createClient(t);
    const { user } = await signUpAndLogin(client);
    await t.db.update(users).set({ genCount: 0 }).where(eq(users.id, user.id));
    await t.db.update(wallets).set({ totalEventCredits: 3, totalPaidCredits: 6 }).where(eq(wallets.userId, user.id));
    const res = await client.post('/api/generations', body);
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'INSUFFICIENT_CREDITS', message: '남은 생성 횟수가 없고 크레딧도 부족합니다. 글 1편에 10 크레딧이 필요합니다.' });
  });

  it('spends credits exactly once under concurrency: 50 requests against credits for 3 posts', async () => {
    const client = createClient(t);
    const { user } = await signUpAndLogin(client);
    await t.db.update(users).set({ genCount: 0 }).where(eq(users.id, user.id));
    await t.db.update(wallets).set({ totalEventCredits: 15, totalPaidCredits: 15 }).where(eq(wallets.userId, user.id));
    const results = await Promise.all(Array.from({ length: 50 }, () => client.post('/api/generations', body)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const [w] = await t.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(w).toMatchObject({ totalEventCredits: 0, totalPaidCredits: 0 });
    const [sum] = await queryRows<{ total: number }>(t.db, sql`select coalesce(sum(amount), 0)::int as total from credit_items where user_id = ${user.id}`);
    expect(sum?.total).toBe(-30);
  }, 60_000);
});
