import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { OrderReply, OrderStatus, OrderView } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from './order-credit.service';
import { BANK_NAMES, payMessages } from './payments.messages';
import { readActivePackage } from './packages.service';

/** Toss's orderId: 6–64 characters of [A-Za-z0-9_-]; random, so it cannot be guessed. */
export const newOrderId = () => `gb_${Date.now().toString(36)}_${randomBytes(9).toString('base64url')}`;

export function toOrderView(o: OrderRow): OrderView {
  return {
    orderId: o.id,
    channel: o.channel === 'manual' ? 'manual' : 'toss',
    orderName: o.orderName,
    amount: o.amount,
    paidCredits: o.paidCredits,
    bonusCredits: o.bonusCredits,
    vipDays: o.vipDays,
    status: o.status as OrderStatus,
    method: o.method,
    receiptUrl: o.receiptUrl,
    virtualAccount:
      o.vaAccountNumber && o.vaDueDate
        ? { bank: BANK_NAMES[o.vaBank ?? ''] ?? o.vaBank ?? '', accountNumber: o.vaAccountNumber, dueDate: o.vaDueDate.toISOString() }
        : null,
    depositorName: o.depositorName,
    failMessage: o.failMessage,
    decisionReason: o.decisionReason,
    createdAt: o.createdAt.toISOString(),
    credited: o.creditedAt !== null,
  };
}

/** Toss's customerKey for a member: stable (the widget is drawn before the order exists), unguessable, no personal data. */
export const customerKeyOf = (secret: string, userId: string) => `ck_${createHmac('sha256', secret).update(`toss-customer:${userId}`).digest('base64url').slice(0, 40)}`;

/**
 * Creates the order before the payment window opens: the amount and the credits come from the
 * package on the server, never from the browser.
 */
export async function createOrder(db: Db, userId: string, packageId: string, options: { channel: 'toss' | 'manual'; customerKey?: string; depositorName?: string }) {
  const { channel, customerKey, depositorName } = options;
  const pkg = await readActivePackage(db, packageId);
  const [order] = await db
    .insert(creditOrders)
    .values({
      id: newOrderId(),
      userId,
      channel,
      packageId: pkg.id,
      orderName: pkg.name,
      paidCredits: pkg.paidCredits,
      bonusCredits: pkg.bonusCredits,
      vipDays: pkg.vipDays,
      amount: pkg.priceKrw,
      status: channel === 'manual' ? 'PENDING' : 'READY',
      customerKey: customerKey ?? null,
      depositorName: depositorName ?? null,
    })
    .returning();
  return order as OrderRow;
}

export const orderReply = (o: OrderRow): OrderReply => ({ orderId: o.id, amount: o.amount, orderName: o.orderName, customerKey: o.customerKey ?? '' });

/** The member's own order, or a Korean 404 (another member's order looks the same as none). */
export async function readOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(creditOrders).where(and(eq(creditOrders.id, orderId), eq(creditOrders.userId, userId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND', payMessages.orderNotFound, 404);
  return order;
}

export async function listOwnOrders(db: Db, userId: string): Promise<OrderView[]> {
  // READY orders are payment windows opened and left; they are not the member's history.
  const rows = await db
    .select()
    .from(creditOrders)
    .where(and(eq(creditOrders.userId, userId), ne(creditOrders.status, 'READY')))
    .orderBy(desc(creditOrders.createdAt))
    .limit(50);
  return rows.map(toOrderView);
}

/** Records what the fail URL said; the order stays as it was, so the member can pay it again. */
export async function recordFailure(db: Db, userId: string, orderId: string, code: string, message: string) {
  const order = await readOwnOrder(db, userId, orderId);
  if (order.creditedAt) return order;
  await db.update(creditOrders).set({ failCode: code, failMessage: message, updatedAt: new Date() }).where(eq(creditOrders.id, orderId));
  return { ...order, failCode: code, failMessage: message };
}

type DbError = { code?: string; message?: string; cause?: unknown };
// Drizzle wraps the driver's error (PGlite or pg) in its own, with the original as `cause`.
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as DbError | undefined, depth = 0; e && typeof e === 'object' && depth < 3; e = e.cause as DbError | undefined, depth++) {
    if (e.code === '23505' || String(e.message).includes('duplicate key')) return true;
  }
  return false;
};

/**
 * Ties a paymentKey to the order, unless another payment already holds it. A key that another order
 * holds is a Korean 409: paymentKeys are unique, and one payment never pays two orders.
 */
export async function claimPaymentKey(db: Db, orderId: string, paymentKey: string) {
  try {
    const [claimed] = await db
      .update(creditOrders)
      .set({ paymentKey, status: 'IN_PROGRESS', updatedAt: new Date() })
      .where(and(eq(creditOrders.id, orderId), or(isNull(creditOrders.paymentKey), eq(creditOrders.paymentKey, paymentKey)), inArray(creditOrders.status, ['READY', 'IN_PROGRESS'])))
      .returning({ id: creditOrders.id });
    return Boolean(claimed);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('PAYMENT_KEY_IN_USE', payMessages.paymentKeyInUse, 409);
    throw err;
  }
}
