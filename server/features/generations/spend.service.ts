import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anonymousUsers, creditItems, type GenerationCharge, usageEvents, users, wallets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Owner } from './owner';
import { messages } from './generations.messages';

export type Remaining = { genCount: number; paidCredits?: number; eventCredits?: number };

/** The three counters (spec §3) and their columns; visitors only have generations. */
export type Counter = 'gen' | 'adv' | 'img';
const userColumn = { gen: users.genCnt, adv: users.advCnt, img: users.imgCount } as const;
const userKey = { gen: 'genCnt', adv: 'advCnt', img: 'imgCount' } as const;

/**
 * Takes one unit of a member's `counter`, or — at 0 — `creditCost` credits (event first), inside the
 * caller's transaction, with the ledger row. Same guarantees as spendGeneration.
 */
export async function spendMemberCounter(
  tx: Db,
  userId: string,
  counter: Counter,
  refId: string,
  creditCost: number,
  reason: string,
): Promise<{ charge: GenerationCharge; remaining: { count: number; paidCredits?: number; eventCredits?: number } }> {
  const column = userColumn[counter];
  const [row] = await tx
    .update(users)
    .set({ [userKey[counter]]: sql`${column} - 1` })
    .where(and(eq(users.id, userId), gt(column, 0)))
    .returning({ count: column });
  if (row) {
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: userId, counter, delta: -1, reason, refId });
    return { charge: { kind: 'counter' }, remaining: { count: row.count } };
  }
  const paid = await spendCredits(tx, userId, creditCost, refId, reason);
  return { charge: paid.charge, remaining: { count: 0, paidCredits: paid.paid, eventCredits: paid.event } };
}

/** Gives back one unit of a member's counter, or the credits, with the ledger row. */
export async function refundMemberCounter(tx: Db, userId: string, counter: Counter, charge: GenerationCharge, refId: string) {
  if (charge.kind === 'counter') {
    await tx.update(users).set({ [userKey[counter]]: sql`${userColumn[counter]} + 1` }).where(eq(users.id, userId));
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: userId, counter, delta: 1, reason: 'refund', refId });
    return;
  }
  await refundCredits(tx, userId, charge, refId);
}

/**
 * Takes one generation from the owner inside the caller's transaction: a unit of gen_cnt, or — for a
 * member at 0 — `creditCost` credits, event credits first. Each step is a conditional UPDATE checked by
 * its row count (and CHECK constraints keep every balance ≥ 0), so concurrent requests can never spend
 * the same unit twice. Writes the ledger row. A visitor at 0 is invited to sign up.
 */
export async function spendGeneration(tx: Db, owner: Owner, refId: string, creditCost: number): Promise<{ charge: GenerationCharge; remaining: Remaining }> {
  if (owner.kind === 'visitor') {
    const [row] = await tx
      .update(anonymousUsers)
      .set({ genCnt: sql`${anonymousUsers.genCnt} - 1` })
      .where(and(eq(anonymousUsers.id, owner.visitorId), gt(anonymousUsers.genCnt, 0)))
      .returning({ genCnt: anonymousUsers.genCnt });
    if (!row) throw new AppError('SIGNUP_REQUIRED', messages.signupRequired, 402);
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerVisitorId: owner.visitorId, counter: 'gen', delta: -1, reason: 'generation', refId });
    return { charge: { kind: 'counter' }, remaining: { genCount: row.genCnt } };
  }
  const { charge, remaining } = await spendMemberCounter(tx, owner.userId, 'gen', refId, creditCost, 'generation');
  const { count, ...credits } = remaining;
  return { charge, remaining: { genCount: count, ...credits } };
}

/** Locks the wallet row, splits the cost (event credits first) and takes it with a conditional UPDATE. */
async function spendCredits(tx: Db, userId: string, creditCost: number, refId: string, reason: string) {
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
    .returning({ event: wallets.totalEventCredits, paid: wallets.totalPaidCredits });
  if (!after) throw new AppError('INSUFFICIENT_CREDITS', messages.insufficientCredits(creditCost), 402);
  const rows = [
    ...(event > 0 ? [{ id: randomUUID(), userId, kind: 'event', amount: -event, reason, refId }] : []),
    ...(paid > 0 ? [{ id: randomUUID(), userId, kind: 'paid', amount: -paid, reason, refId }] : []),
  ];
  await tx.insert(creditItems).values(rows);
  return { charge: { kind: 'credits' as const, event, paid }, event: after.event, paid: after.paid };
}

async function refundCredits(tx: Db, userId: string, charge: { event: number; paid: number }, refId: string) {
  await tx
    .update(wallets)
    .set({
      totalEventCredits: sql`${wallets.totalEventCredits} + ${charge.event}`,
      totalPaidCredits: sql`${wallets.totalPaidCredits} + ${charge.paid}`,
      updatedAt: new Date(),
    })
    .where(eq(wallets.userId, userId));
  const rows = [
    ...(charge.event > 0 ? [{ id: randomUUID(), userId, kind: 'event', amount: charge.event, reason: 'refund', refId }] : []),
    ...(charge.paid > 0 ? [{ id: randomUUID(), userId, kind: 'paid', amount: charge.paid, reason: 'refund', refId }] : []),
  ];
  if (rows.length) await tx.insert(creditItems).values(rows);
}

/** Gives back exactly what a generation took, with its ledger rows (inside the caller's transaction). */
export async function refundCharge(tx: Db, owner: Owner, charge: GenerationCharge, refId: string) {
  if (owner.kind === 'user') return refundMemberCounter(tx, owner.userId, 'gen', charge, refId);
  if (charge.kind !== 'counter') return;
  await tx.update(anonymousUsers).set({ genCnt: sql`${anonymousUsers.genCnt} + 1` }).where(eq(anonymousUsers.id, owner.visitorId));
  await tx.insert(usageEvents).values({ id: randomUUID(), ownerVisitorId: owner.visitorId, counter: 'gen', delta: 1, reason: 'refund', refId });
}
