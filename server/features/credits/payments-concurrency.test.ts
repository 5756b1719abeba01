import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditItems, users } from '../../db/schema';
import { admin, member, type PayKit, payOrder, startPayKit } from '../../testing/pay-kit';
import { cancelOrder } from './payments.service';
import { ledgerMismatches } from './ledger.service';
import { refundUsage, spendUsage } from './spend.service';

// PGlite runs one transaction at a time, so on it these races are serialised by the database; CI runs
// the same file on PostgreSQL (DATABASE_URL set), where the requests truly race for the rows.
let kit: PayKit;
beforeAll(async () => {
  kit = await startPayKit();
});
afterAll(() => kit.close());

const ledgerOf = (userId: string) => kit.t.db.select().from(creditItems).where(eq(creditItems.userId, userId));

describe('payments under concurrency', () => {
  it('10 parallel confirms of one order credit it once', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_basic');
    const replies = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/credits/payments/confirm', paid)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => String(r.body.message).startsWith('결제가 완료되어'))).toHaveLength(1);
    expect((await ledgerOf(userId)).reduce((s, r) => s + r.amount, 0)).toBe(3300);
    // Every retry carried the same Idempotency-Key: Toss processed the confirm once.
    expect(kit.toss.payments.get(paid.paymentKey)?.status).toBe('DONE');
  });

  it('7 duplicate webhooks of one deposit make one change', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter', '가상계좌');
    await client.post('/api/credits/payments/confirm', paid);
    const statuses = await kit.toss.deposit(paid.orderId, 7);
    expect(statuses).toHaveLength(14);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await ledgerOf(userId)).map((r) => r.amount)).toEqual([1000]);
  });

  it('20 parallel approvals of one manual charge credit it once and mail once', async () => {
    const adminClient = await admin(kit.t);
    const { client, userId } = await member(kit.t);
    const req = await client.post('/api/credits/manual-charges', { packageId: 'pkg_pro', depositorName: '김입금' });
    const mailsBefore = kit.mails.length;
    const replies = await Promise.all(Array.from({ length: 20 }, () => adminClient.post(`/api/credits/admin/manual-charges/${req.body.order.orderId}/approve`)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.credited === true)).toHaveLength(1);
    expect((await ledgerOf(userId)).reduce((s, r) => s + r.amount, 0)).toBe(11500);
    expect(kit.mails.length - mailsBefore).toBe(1);
  });

  it('1,000 random purchases, spends, refunds and cancels keep every wallet equal to its ledger', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => member(kit.t)));
    const ids = members.map((m) => m.userId);
    const adminId = 'admin-of-the-random-run';
    const paidOrders: string[] = [];
    const charges: { userId: string; charge: Awaited<ReturnType<typeof spendUsage>>['charge'] }[] = [];
    const counts = { purchase: 0, spend: 0, refund: 0, cancel: 0, refused: 0, nothingToUndo: 0 };
    const step = async () => {
      const who = members[randomInt(members.length)] as (typeof members)[number];
      const roll = randomInt(100);
      try {
        if (roll < 15) {
          const paid = await payOrder(kit, who.client, randomInt(2) ? 'pkg_starter' : 'pkg_basic');
          await who.client.post('/api/credits/payments/confirm', paid);
          paidOrders.push(paid.orderId);
          counts.purchase += 1;
        } else if (roll < 75) {
          const payer = { kind: 'user' as const, userId: who.userId };
          const { charge } = await kit.t.db.transaction((tx) => spendUsage(tx, { payer, counter: 'adv', creditCost: 1 + randomInt(60), ref: { feature: 'keyword_lookup', id: randomUUID() } }));
          charges.push({ userId: who.userId, charge });
          counts.spend += 1;
        } else if (roll < 92 && charges.length > 0) {
          const { userId, charge } = charges.splice(randomInt(charges.length), 1)[0] as (typeof charges)[number];
          await kit.t.db.transaction((tx) => refundUsage(tx, { payer: { kind: 'user', userId }, counter: 'adv', charge, ref: { feature: 'keyword_lookup', id: randomUUID() } }));
          counts.refund += 1;
        } else if (paidOrders.length > 0) {
          const orderId = paidOrders.splice(randomInt(paidOrders.length), 1)[0] as string;
          await cancelOrder({ db: kit.t.db, env: kit.t.env }, adminId, orderId, '무작위 취소');
          counts.cancel += 1;
        } else {
          counts.nothingToUndo += 1;
        }
      } catch {
        counts.refused += 1;
      }
    };
    // Members start with 99 free lookups; spend them so most spends take credits.
    for (const m of members) await kit.t.db.update(users).set({ advCount: 0 }).where(eq(users.id, m.userId));
    for (let batch = 0; batch < 100; batch++) await Promise.all(Array.from({ length: 10 }, step));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(counts.cancel).toBeGreaterThan(0);
    expect(await ledgerMismatches(kit.t.db, ids)).toEqual([]);
    console.warn('random ledger run (figures for the report)', counts);
  }, 240_000);
});
