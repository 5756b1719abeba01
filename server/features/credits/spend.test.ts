import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counter } from '@contracts/credits';
import type { Database } from '../../db/client';
import { anonymousUsers, creditItems, usageEvents, users, wallets } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-db';
import { type Payer, refundUsage, type SpendReference, spendUsage } from './index';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const ref = (): SpendReference => ({ feature: 'generation', id: randomUUID() });

async function member(counters: { genCount?: number; imgCount?: number; advCount?: number } = {}, credits = { event: 0, paid: 0 }): Promise<Payer & { kind: 'user' }> {
  const id = randomUUID();
  await db().insert(users).values({ id, name: '김 블로거', email: `${id}@example.kr`, username: `u_${id.slice(0, 8)}`, ...counters });
  await db().insert(wallets).values({ userId: id, totalEventCredits: credits.event, totalPaidCredits: credits.paid });
  return { kind: 'user', userId: id };
}

async function visitor(genCount: number): Promise<Payer & { kind: 'visitor' }> {
  const id = randomUUID();
  await db().insert(anonymousUsers).values({ id, tempId: `temp_${id}`, tempTokenHash: id, genCount });
  return { kind: 'visitor', visitorId: id };
}

const spend = (payer: Payer, counter: Counter, creditCost = 10, reference = ref()) =>
  db().transaction((tx) => spendUsage(tx, { payer, counter, creditCost, ref: reference }));

const walletOf = async (userId: string) => (await db().select().from(wallets).where(eq(wallets.userId, userId)))[0];
const countersOf = async (userId: string) =>
  (await db().select({ gen: users.genCount, img: users.imgCount, adv: users.advCount }).from(users).where(eq(users.id, userId)))[0];

describe('spendUsage', () => {
  it('takes one unit of the named counter only, reports everything left and writes the usage row', async () => {
    const payer = await member({ genCount: 5, imgCount: 3, advCount: 7 }, { event: 2, paid: 4 });
    const reference = { feature: 'keyword_lookup', id: randomUUID() } as const;
    const spent = await spend(payer, 'adv', 10, reference);
    expect(spent).toEqual({ charge: { kind: 'counter' }, remaining: { genCount: 5, imgCount: 3, advCount: 6, eventCredits: 2, paidCredits: 4 } });
    expect(await countersOf(payer.userId)).toEqual({ gen: 5, img: 3, adv: 6 });
    const rows = await db().select().from(usageEvents).where(eq(usageEvents.refId, reference.id));
    expect(rows.map((r) => [r.ownerUserId, r.counter, r.delta, r.reason])).toEqual([[payer.userId, 'adv', -1, 'keyword_lookup']]);
    expect(await db().select().from(creditItems).where(eq(creditItems.userId, payer.userId))).toEqual([]);
  });

  it('spends credits only at 0, event credits before paid ones, with one ledger row per kind', async () => {
    const payer = await member({ imgCount: 0 }, { event: 4, paid: 30 });
    const reference = ref();
    const spent = await spend(payer, 'img', 10, reference);
    expect(spent).toEqual({
      charge: { kind: 'credits', event: 4, paid: 6 },
      remaining: { genCount: 99, imgCount: 0, advCount: 99, eventCredits: 0, paidCredits: 24 },
    });
    const ledger = await db().select().from(creditItems).where(eq(creditItems.refId, reference.id));
    expect(ledger.map((r) => [r.kind, r.amount, r.reason]).sort()).toEqual([
      ['event', -4, 'generation'],
      ['paid', -6, 'generation'],
    ]);
    expect(await db().select().from(usageEvents).where(eq(usageEvents.refId, reference.id))).toEqual([]);
  });

  it('takes event credits alone when they cover the price', async () => {
    const payer = await member({ genCount: 0 }, { event: 15, paid: 5 });
    expect((await spend(payer, 'gen')).charge).toEqual({ kind: 'credits', event: 10, paid: 0 });
    expect(await walletOf(payer.userId)).toMatchObject({ totalEventCredits: 5, totalPaidCredits: 5 });
  });

  it('refuses a member short of credits in Korean and changes nothing', async () => {
    const payer = await member({ genCount: 0 }, { event: 3, paid: 6 });
    await expect(spend(payer, 'gen')).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      status: 402,
      message: '남은 생성 횟수가 없고 크레딧도 부족합니다. 글 1편에 10 크레딧이 필요합니다.',
    });
    expect(await walletOf(payer.userId)).toMatchObject({ totalEventCredits: 3, totalPaidCredits: 6 });
    expect(await db().select().from(creditItems).where(eq(creditItems.userId, payer.userId))).toEqual([]);
  });

  it("spends a visitor's genCount and invites it to sign up at 0; visitors have no other counter", async () => {
    const payer = await visitor(1);
    expect(await spend(payer, 'gen')).toEqual({ charge: { kind: 'counter' }, remaining: { genCount: 0, imgCount: 0, advCount: 0, eventCredits: 0, paidCredits: 0 } });
    await expect(spend(payer, 'gen')).rejects.toMatchObject({ code: 'SIGNUP_REQUIRED', status: 402 });
    await expect(spend(await visitor(5), 'img')).rejects.toMatchObject({ code: 'SIGNUP_REQUIRED' });
  });

  it('rolls back with the caller: when the item it pays for is not recorded, nothing is spent', async () => {
    const payer = await member({ genCount: 2 });
    await expect(
      db().transaction(async (tx) => {
        await spendUsage(tx, { payer, counter: 'gen', creditCost: 10, ref: ref() });
        throw new Error('recording the item failed');
      }),
    ).rejects.toThrow('recording the item failed');
    expect((await countersOf(payer.userId))?.gen).toBe(2);
  });
});

describe('refundUsage', () => {
  it('gives back the unit it took, with a refund row', async () => {
    const payer = await member({ advCount: 1 });
    const reference = ref();
    const { charge } = await spend(payer, 'adv', 10, reference);
    await db().transaction((tx) => refundUsage(tx, { payer, counter: 'adv', charge, ref: reference }));
    expect((await countersOf(payer.userId))?.adv).toBe(1);
    const rows = await db().select().from(usageEvents).where(eq(usageEvents.refId, reference.id));
    expect(rows.map((r) => [r.delta, r.reason]).sort()).toEqual([
      [-1, 'generation'],
      [1, 'refund'],
    ]);
  });

  it('gives back exactly the event and paid credits it took, so the ledger nets to zero', async () => {
    const payer = await member({ genCount: 0 }, { event: 4, paid: 30 });
    const reference = ref();
    const { charge } = await spend(payer, 'gen', 10, reference);
    await db().transaction((tx) => refundUsage(tx, { payer, counter: 'gen', charge, ref: reference }));
    expect(await walletOf(payer.userId)).toMatchObject({ totalEventCredits: 4, totalPaidCredits: 30 });
    const ledger = await db().select().from(creditItems).where(eq(creditItems.refId, reference.id));
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    expect(ledger.filter((r) => r.reason === 'refund').map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['event', 4],
      ['paid', 6],
    ]);
  });

  it("gives a visitor's unit back", async () => {
    const payer = await visitor(1);
    const { charge } = await spend(payer, 'gen');
    await db().transaction((tx) => refundUsage(tx, { payer, counter: 'gen', charge, ref: ref() }));
    const [row] = await db().select({ n: anonymousUsers.genCount }).from(anonymousUsers).where(eq(anonymousUsers.id, payer.visitorId));
    expect(row?.n).toBe(1);
  });
});

describe('balances never go below zero', () => {
  it('refuses a direct UPDATE that would make a counter or a wallet negative (CHECK constraints)', async () => {
    const payer = await member({ imgCount: 0 }, { event: 1, paid: 1 });
    await expect(db().update(users).set({ imgCount: sql`${users.imgCount} - 1` }).where(eq(users.id, payer.userId))).rejects.toThrow();
    await expect(db().update(wallets).set({ totalEventCredits: -1 }).where(eq(wallets.userId, payer.userId))).rejects.toThrow();
    await expect(db().update(wallets).set({ totalPaidCredits: -1 }).where(eq(wallets.userId, payer.userId))).rejects.toThrow();
  });

  // PGlite runs one transaction at a time, so there these requests are serialised; CI runs the same test
  // on PostgreSQL (DATABASE_URL), where they truly race for the row.
  it('spends the last unit once when 20 spends race for it', async () => {
    const payer = await member({ imgCount: 1 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(payer, 'img')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await countersOf(payer.userId))?.img).toBe(0);
  });

  it('spends the last credits once when 20 spends race for them', async () => {
    const payer = await member({ genCount: 0 }, { event: 4, paid: 6 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(payer, 'gen')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await walletOf(payer.userId)).toMatchObject({ totalEventCredits: 0, totalPaidCredits: 0 });
    const ledger = await db().select().from(creditItems).where(eq(creditItems.userId, payer.userId));
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(-10);
  });
});
