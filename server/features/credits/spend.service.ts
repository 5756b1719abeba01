import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { type Counter, counterField, type Remaining, type SpendCharge, type SpendFeature } from '@contracts/credits';
import type { Owner } from '../../lib/owner';
import type { Db } from '../../db/client';
import { anonymousUsers, creditItems, usageEvents, users, wallets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { messages } from './credits.messages';

/** Who pays: a member (counters, then credits) or a visitor's temporary account (genCount only). */
export type Payer = Owner;

/** What a spend paid for: the ledger rows carry the feature as their reason and the item's id. */
export type SpendReference = { feature: SpendFeature; id: string };

export type SpendInput = { payer: Payer; counter: Counter; creditCost: number; ref: SpendReference };
export type RefundInput = { payer: Payer; counter: Counter; charge: SpendCharge; ref: SpendReference };

const REFUND_REASON = 'refund';

// The users table names its counters as the wire does (counterField), so one key picks the column.
const memberCounters = { genCount: users.genCount, imgCount: users.imgCount, advCount: users.advCount };
const noCredits = { paidCredits: 0, eventCredits: 0 };

/**
 * The one way any feature spends: one unit of `counter`, or — for a member at 0 — `creditCost`
 * credits, event credits before paid ones, inside the caller's transaction (so the item it pays for is
 * recorded with it or not at all), with its ledger row. Every step is a conditional UPDATE whose row
 * count is checked, and CHECK constraints keep every balance ≥ 0, so concurrent requests never spend
 * the same unit twice. A visitor at 0 is invited to sign up; a member short of credits is told the price.
 */
export async function spendUsage(tx: Db, { payer, counter, creditCost, ref }: SpendInput): Promise<{ charge: SpendCharge; remaining: Remaining }> {
  if (payer.kind === 'visitor') return spendVisitorCounter(tx, payer.visitorId, counter, ref);
  const field = counterField[counter];
  const column = users[field];
  const [row] = await tx
    .update(users)
    .set({ [field]: sql`${column} - 1` })
    .where(and(eq(users.id, payer.userId), gt(column, 0)))
    .returning(memberCounters);
  if (row) {
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: payer.userId, counter, delta: -1, reason: ref.feature, refId: ref.id });
    const [wallet] = await tx
      .select({ paidCredits: wallets.totalPaidCredits, eventCredits: wallets.totalEventCredits })
      .from(wallets)
      .where(eq(wallets.userId, payer.userId));
    return { charge: { kind: 'counter' }, remaining: { ...row, ...(wallet ?? noCredits) } };
  }
  const { charge, paidCredits, eventCredits } = await spendCredits(tx, payer.userId, creditCost, ref);
  const [counters] = await tx.select(memberCounters).from(users).where(eq(users.id, payer.userId));
  return { charge, remaining: { genCount: 0, imgCount: 0, advCount: 0, ...counters, paidCredits, eventCredits } };
}

/** Gives back exactly what spendUsage took (the unit, or the event and paid credits), with the ledger rows. */
export async function refundUsage(tx: Db, { payer, counter, charge, ref }: RefundInput): Promise<void> {
  if (charge.kind === 'credits') {
    if (payer.kind === 'user') await refundCredits(tx, payer.userId, charge, ref);
    return;
  }
  if (payer.kind === 'visitor') {
    await tx.update(anonymousUsers).set({ genCount: sql`${anonymousUsers.genCount} + 1` }).where(eq(anonymousUsers.id, payer.visitorId));
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerVisitorId: payer.visitorId, counter, delta: 1, reason: REFUND_REASON, refId: ref.id });
    return;
  }
  const field = counterField[counter];
  await tx.update(users).set({ [field]: sql`${users[field]} + 1` }).where(eq(users.id, payer.userId));
  await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: payer.userId, counter, delta: 1, reason: REFUND_REASON, refId: ref.id });
}

// Visitors have only genCount and cannot hold credits.
async function spendVisitorCounter(tx: Db, visitorId: string, counter: Counter, ref: SpendReference) {
  if (counter !== 'gen') throw new AppError('SIGNUP_REQUIRED', messages.signupRequired, 402);
  const [row] = await tx
    .update(anonymousUsers)
    .set({ genCount: sql`${anonymousUsers.genCount} - 1` })
    .where(and(eq(anonymousUsers.id, visitorId), gt(anonymousUsers.genCount, 0)))
    .returning({ genCount: anonymousUsers.genCount });
  if (!row) throw new AppError('SIGNUP_REQUIRED', messages.signupRequired, 402);
  await tx.insert(usageEvents).values({ id: randomUUID(), ownerVisitorId: visitorId, counter, delta: -1, reason: ref.feature, refId: ref.id });
  return { charge: { kind: 'counter' } as const, remaining: { genCount: row.genCount, imgCount: 0, advCount: 0, ...noCredits } };
}

/** Locks the wallet row, splits the cost (event credits first) and takes it with a conditional UPDATE. */
async function spendCredits(tx: Db, userId: string, creditCost: number, ref: SpendReference) {
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!wallet || wallet.totalEventCredits + wallet.totalPaidCredits < creditCost) {
    throw new AppError('INSUFFICIENT_CREDITS', messages.insufficientCredits(creditCost), 402);
  }
  const event = Math.min(wallet.totalEventCredits, creditCost);
  const paid = creditCost - event;
  const [after] = await tx
    .update(wallets)
    .set({
      totalEventCredits: sql`${wallets.totalEventCredits} - ${event}`,
      totalPaidCredits: sql`${wallets.totalPaidCredits} - ${paid}`,
      updatedAt: new Date(),
    })
    .where(and(eq(wallets.userId, userId), gte(wallets.totalEventCredits, event), gte(wallets.totalPaidCredits, paid)))
    .returning({ eventCredits: wallets.totalEventCredits, paidCredits: wallets.totalPaidCredits });
  if (!after) throw new AppError('INSUFFICIENT_CREDITS', messages.insufficientCredits(creditCost), 402);
  const rows = [
    ...(event > 0 ? [{ id: randomUUID(), userId, kind: 'event', amount: -event, reason: ref.feature, refId: ref.id }] : []),
    ...(paid > 0 ? [{ id: randomUUID(), userId, kind: 'paid', amount: -paid, reason: ref.feature, refId: ref.id }] : []),
  ];
  await tx.insert(creditItems).values(rows);
  return { charge: { kind: 'credits' as const, event, paid }, ...after };
}

async function refundCredits(tx: Db, userId: string, charge: { event: number; paid: number }, ref: SpendReference) {
  await tx
    .update(wallets)
    .set({
      totalEventCredits: sql`${wallets.totalEventCredits} + ${charge.event}`,
      totalPaidCredits: sql`${wallets.totalPaidCredits} + ${charge.paid}`,
      updatedAt: new Date(),
    })
    .where(eq(wallets.userId, userId));
  const rows = [
    ...(charge.event > 0 ? [{ id: randomUUID(), userId, kind: 'event', amount: charge.event, reason: REFUND_REASON, refId: ref.id }] : []),
    ...(charge.paid > 0 ? [{ id: randomUUID(), userId, kind: 'paid', amount: charge.paid, reason: REFUND_REASON, refId: ref.id }] : []),
  ];
  if (rows.length) await tx.insert(creditItems).values(rows);
}
