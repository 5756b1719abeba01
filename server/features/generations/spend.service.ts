import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anonymousUsers, creditItems, type GenerationCharge, usageEvents, users, wallets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Owner } from './owner';
import { messages } from './generations.messages';

export type Remaining = { genCount: number; paidCredits?: number; eventCredits?: number };

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
  const [row] = await tx
    .update(users)
    .set({ genCnt: sql`${users.genCnt} - 1` })
    .where(and(eq(users.id, owner.userId), gt(users.genCnt, 0)))
    .returning({ genCnt: users.genCnt });
  if (row) {
    await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: owner.userId, counter: 'gen', delta: -1, reason: 'generation', refId });
    return { charge: { kind: 'counter' }, remaining: { genCount: row.genCnt } };
  }
  // Lock the wallet row, split the cost (event credits first), then take it with a conditional UPDATE.
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, owner.userId)).for('update');
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
    .where(and(eq(wallets.userId, owner.userId), gte(wallets.totalEventCredits, event), gte(wallets.totalPaidCredits, paid)))
    .returning({ event: wallets.totalEventCredits, paid: wallets.totalPaidCredits });
  if (!after) throw new AppError('INSUFFICIENT_CREDITS', messages.insufficientCredits(creditCost), 402);
  const rows = [
    ...(event > 0 ? [{ id: randomUUID(), userId: owner.userId, kind: 'event', amount: -event, reason: 'generation', refId }] : []),
    ...(paid > 0 ? [{ id: randomUUID(), userId: owner.userId, kind: 'paid', amount: -paid, reason: 'generation', refId }] : []),
  ];
  await tx.insert(creditItems).values(rows);
  return {
    charge: { kind: 'credits', event, paid },
    remaining: { genCount: 0, paidCredits: after.paid, eventCredits: after.event },
  };
}

/** Gives back exactly what a generation took, with its ledger rows (inside the caller's transaction). */
export async function refundCharge(tx: Db, owner: Owner, charge: GenerationCharge, refId: string) {
  if (charge.kind === 'counter') {
    if (owner.kind === 'visitor') {
      await tx.update(anonymousUsers).set({ genCnt: sql`${anonymousUsers.genCnt} + 1` }).where(eq(anonymousUsers.id, owner.visitorId));
      await tx.insert(usageEvents).values({ id: randomUUID(), ownerVisitorId: owner.visitorId, counter: 'gen', delta: 1, reason: 'refund', refId });
    } else {
      await tx.update(users).set({ genCnt: sql`${users.genCnt} + 1` }).where(eq(users.id, owner.userId));
      await tx.insert(usageEvents).values({ id: randomUUID(), ownerUserId: owner.userId, counter: 'gen', delta: 1, reason: 'refund', refId });
    }
    return;
  }
  if (owner.kind !== 'user') return;
  await tx
    .update(wallets)
    .set({
      totalEventCredits: sql`${wallets.totalEventCredits} + ${charge.event}`,
      totalPaidCredits: sql`${wallets.totalPaidCredits} + ${charge.paid}`,
      updatedAt: new Date(),
    })
    .where(eq(wallets.userId, owner.userId));
  const rows = [
    ...(charge.event > 0 ? [{ id: randomUUID(), userId: owner.userId, kind: 'event', amount: charge.event, reason: 'refund', refId }] : []),
    ...(charge.paid > 0 ? [{ id: randomUUID(), userId: owner.userId, kind: 'paid', amount: charge.paid, reason: 'refund', refId }] : []),
  ];
  if (rows.length) await tx.insert(creditItems).values(rows);
}
