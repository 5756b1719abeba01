import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditItems, creditOrders, wallets } from '../../db/schema';
import { openWallet } from './wallet.service';
import { extendVip, shortenVip } from './vip-membership.service';

export type OrderRow = typeof creditOrders.$inferSelect;

// Ledger reasons of the rows an order writes.
export const PURCHASE_REASON = { toss: 'purchase', manual: 'manual_charge' } as const;
export const BONUS_REASON = 'purchase_bonus';
export const CANCEL_REASON = 'cancel';

/**
 * Credits an order's paid and bonus credits (and its VIP days) once: the conditional UPDATE that sets
 * creditedAt is the gate, so concurrent confirms, webhooks or approvals credit it one time. The wallet,
 * the ledger rows and the order change in the caller's transaction. Returns whether this call credited.
 */
export async function creditOrder(tx: Db, orderId: string, now = new Date()): Promise<boolean> {
  const [order] = await tx
    .update(creditOrders)
    .set({ creditedAt: now, status: 'DONE', updatedAt: now })
    .where(and(eq(creditOrders.id, orderId), isNull(creditOrders.creditedAt)))
    .returning();
  if (!order) return false;
  await openWallet(tx, order.userId);
  await tx
    .update(wallets)
    .set({
      totalPaidCredits: sql`${wallets.totalPaidCredits} + ${order.paidCredits}`,
      totalEventCredits: sql`${wallets.totalEventCredits} + ${order.bonusCredits}`,
      updatedAt: now,
    })
    .where(eq(wallets.userId, order.userId));
  const channel = order.channel === 'manual' ? 'manual' : 'toss';
  await tx.insert(creditItems).values([
    { id: randomUUID(), userId: order.userId, kind: 'paid', amount: order.paidCredits, reason: PURCHASE_REASON[channel], refId: order.id, note: order.orderName, created: now },
    ...(order.bonusCredits > 0
      ? [{ id: randomUUID(), userId: order.userId, kind: 'event', amount: order.bonusCredits, reason: BONUS_REASON, refId: order.id, note: order.orderName, created: now }]
      : []),
  ]);
  if (order.vipDays > 0) await extendVip(tx, { userId: order.userId, days: order.vipDays, change: 'purchase', refId: order.id, now });
  return true;
}

/** What of an order's credits a cancel of `canceledFraction` (0–1) of its price should have taken back. */
export const reversalTarget = (order: Pick<OrderRow, 'paidCredits' | 'bonusCredits'>, canceledFraction: number) => ({
  paid: Math.round(order.paidCredits * canceledFraction),
  event: Math.round(order.bonusCredits * canceledFraction),
});

/**
 * Takes back what a cancel owes and has not yet been taken (so a repeated cancel takes nothing more),
 * at most what the wallet holds, with 'cancel' ledger rows; a full cancel also takes back its VIP days.
 * The caller holds the order row locked. Returns what was taken.
 */
export async function reverseOrder(tx: Db, order: OrderRow, target: { paid: number; event: number }, note: string | null, now = new Date()) {
  if (!order.creditedAt) return { paid: 0, event: 0 };
  const owedPaid = Math.max(0, target.paid - order.reversedPaid);
  const owedEvent = Math.max(0, target.event - order.reversedEvent);
  if (owedPaid === 0 && owedEvent === 0) return { paid: 0, event: 0 };
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, order.userId)).for('update');
  const paid = Math.min(owedPaid, wallet?.totalPaidCredits ?? 0);
  const event = Math.min(owedEvent, wallet?.totalEventCredits ?? 0);
  if (paid > 0 || event > 0) {
    await tx
      .update(wallets)
      .set({ totalPaidCredits: sql`${wallets.totalPaidCredits} - ${paid}`, totalEventCredits: sql`${wallets.totalEventCredits} - ${event}`, updatedAt: now })
      .where(eq(wallets.userId, order.userId));
    await tx.insert(creditItems).values([
      ...(paid > 0 ? [{ id: randomUUID(), userId: order.userId, kind: 'paid', amount: -paid, reason: CANCEL_REASON, refId: order.id, note, created: now }] : []),
      ...(event > 0 ? [{ id: randomUUID(), userId: order.userId, kind: 'event', amount: -event, reason: CANCEL_REASON, refId: order.id, note, created: now }] : []),
    ]);
  }
  // What is owed counts as settled even when the member had already spent part of it: a later webhook
  // must not take the shortfall from credits bought afterwards.
  await tx
    .update(creditOrders)
    .set({ reversedPaid: order.reversedPaid + owedPaid, reversedEvent: order.reversedEvent + owedEvent, canceledAt: now, updatedAt: now })
    .where(eq(creditOrders.id, order.id));
  const full = target.paid >= order.paidCredits && target.event >= order.bonusCredits;
  if (full && order.vipDays > 0) await shortenVip(tx, { userId: order.userId, days: order.vipDays, refId: order.id, now });
  return { paid, event };
}
