import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { KST_OFFSET_HOURS } from '@contracts/accounts';
import { LEDGER_KINDS, type LedgerKind, type LedgerRow, type WalletView } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditItems, users, wallets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { payMessages } from './payments.messages';
import { openWallet } from './wallet.service';

export const LEDGER_PAGE_SIZE = 50;
export const ADJUSTMENT_REASON = 'admin_adjustment';

/** Which ledger reasons each filter kind shows; a reason not listed counts as an adjustment. */
const REASONS: Record<LedgerKind, string[]> = {
  purchase: ['purchase', 'manual_charge'],
  bonus: ['purchase_bonus', 'welcome_bonus'],
  spend: ['generation', 'keyword_lookup'],
  refund: ['refund'],
  cancel: ['cancel'],
  adjustment: [ADJUSTMENT_REASON],
};

export const kindOfReason = (reason: string): LedgerKind => LEDGER_KINDS.find((k) => REASONS[k].includes(reason)) ?? 'adjustment';

/** A KST calendar month 'YYYY-MM' as the UTC instants it spans. */
export function kstMonthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1, -KST_OFFSET_HOURS)), to: new Date(Date.UTC(y, m, 1, -KST_OFFSET_HOURS)) };
}

export async function walletOf(tx: Db, userId: string, { lock = false } = {}): Promise<WalletView> {
  const query = tx.select().from(wallets).where(eq(wallets.userId, userId));
  const [w] = lock ? await query.for('update') : await query;
  const paid = w?.totalPaidCredits ?? 0;
  const event = w?.totalEventCredits ?? 0;
  return { paidCredits: paid, eventCredits: event, totalCredits: paid + event };
}

function filters(userId: string, filter: { kind?: LedgerKind; month?: string }) {
  const where: SQL[] = [eq(creditItems.userId, userId)];
  if (filter.kind === 'adjustment') {
    const known = LEDGER_KINDS.filter((k) => k !== 'adjustment').flatMap((k) => REASONS[k]);
    where.push(sql`${creditItems.reason} not in (${sql.join(known.map((r) => sql`${r}`), sql`, `)})`);
  } else if (filter.kind) {
    where.push(inArray(creditItems.reason, REASONS[filter.kind]));
  }
  if (filter.month) {
    const { from, to } = kstMonthRange(filter.month);
    where.push(gte(creditItems.created, from), lt(creditItems.created, to));
  }
  return and(...where);
}

const toRow = (r: typeof creditItems.$inferSelect): LedgerRow => ({
  id: r.id,
  createdAt: r.created.toISOString(),
  kind: kindOfReason(r.reason),
  reason: r.reason,
  credit: r.kind === 'event' ? 'event' : 'paid',
  amount: r.amount,
  refId: r.refId,
  note: r.note,
});

/** One page of the member's ledger, newest first, filtered by kind and KST month. */
export async function listLedger(db: Db, userId: string, filter: { kind?: LedgerKind; month?: string; page: number }) {
  const where = filters(userId, filter);
  const [total] = await db.select({ n: count() }).from(creditItems).where(where);
  const rows = await db
    .select()
    .from(creditItems)
    .where(where)
    .orderBy(desc(creditItems.created), desc(creditItems.id))
    .limit(LEDGER_PAGE_SIZE)
    .offset((filter.page - 1) * LEDGER_PAGE_SIZE);
  return { rows: rows.map(toRow), page: filter.page, pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / LEDGER_PAGE_SIZE)) };
}

/** Every row the filter matches, for the CSV export. */
export async function allLedgerRows(db: Db, userId: string, filter: { kind?: LedgerKind; month?: string }) {
  const rows = await db.select().from(creditItems).where(filters(userId, filter)).orderBy(desc(creditItems.created), desc(creditItems.id)).limit(100_000);
  return rows.map(toRow);
}

/**
 * Wallets whose balances differ from the sum of their ledger rows (the invariant: there should be none).
 * Optionally limited to some members.
 */
export async function ledgerMismatches(db: Db, userIds?: string[]) {
  const sums = db
    .select({
      userId: creditItems.userId,
      paid: sql<number>`coalesce(sum(case when ${creditItems.kind} = 'paid' then ${creditItems.amount} else 0 end), 0)`.as('paid'),
      event: sql<number>`coalesce(sum(case when ${creditItems.kind} = 'event' then ${creditItems.amount} else 0 end), 0)`.as('event'),
    })
    .from(creditItems)
    .groupBy(creditItems.userId)
    .as('sums');
  const rows = await db
    .select({ userId: wallets.userId, paid: wallets.totalPaidCredits, event: wallets.totalEventCredits, ledgerPaid: sums.paid, ledgerEvent: sums.event })
    .from(wallets)
    .leftJoin(sums, eq(sums.userId, wallets.userId))
    .where(userIds ? inArray(wallets.userId, userIds) : undefined);
  return rows.filter((r) => r.paid !== Number(r.ledgerPaid ?? 0) || r.event !== Number(r.ledgerEvent ?? 0));
}

/** An admin adds or takes credits with a reason: one ledger row, never below zero. */
export async function adjustCredits(db: Db, adminId: string, input: { email: string; credit: 'paid' | 'event'; amount: number; reason: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
    if (!user) throw new AppError('USER_NOT_FOUND', payMessages.userNotFound, 404);
    await openWallet(tx, user.id);
    const wallet = await walletOf(tx, user.id, { lock: true });
    const balance = input.credit === 'paid' ? wallet.paidCredits : wallet.eventCredits;
    if (balance + input.amount < 0) throw new AppError('ADJUSTMENT_TOO_LARGE', payMessages.adjustmentTooLarge, 409);
    const column = input.credit === 'paid' ? wallets.totalPaidCredits : wallets.totalEventCredits;
    await tx
      .update(wallets)
      .set({ [input.credit === 'paid' ? 'totalPaidCredits' : 'totalEventCredits']: sql`${column} + ${input.amount}`, updatedAt: new Date() })
      .where(eq(wallets.userId, user.id));
    await tx
      .insert(creditItems)
      .values({ id: randomUUID(), userId: user.id, kind: input.credit, amount: input.amount, reason: ADJUSTMENT_REASON, refId: adminId, note: input.reason });
    return walletOf(tx, user.id);
  });
}
