import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { tossOrderId, tossPaymentKey } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditOrders } from '../../db/schema';
import type { Env } from '../../env';
import { createTossClient, TossApiError, type TossClient, type TossPayment, TossUnreachableError } from '../../integrations/toss/toss-client';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { creditOrder, type OrderRow, reversalTarget, reverseOrder } from './order-credit.service';
import { payMessages } from './payments.messages';

/** The Toss client built from settings, or null when no keys are set (online payment not connected). */
export const tossFor = (env: Pick<Env, 'TOSS_SECRET_KEY' | 'TOSS_API_BASE_URL'>): TossClient | null =>
  env.TOSS_SECRET_KEY ? createTossClient({ secretKey: env.TOSS_SECRET_KEY, baseUrl: env.TOSS_API_BASE_URL }) : null;

/** Stable per order, so a retried confirm is the same request to Toss and never a second payment. */
export const confirmIdempotencyKey = (orderId: string) => `confirm-${orderId}`;
export const cancelIdempotencyKey = (orderId: string) => `cancel-${orderId}`;

export type ApplyResult = { order: OrderRow; credited: boolean } | null;

/**
 * Brings an order in line with a payment as Toss reports it (from a confirm answer or a fetch, never
 * from a webhook body): DONE credits it once, CANCELED / PARTIAL_CANCELED takes back the canceled share,
 * a virtual account's number, due date and deposit secret are kept. The order row is locked for the
 * whole change, and a payment whose amount is not the order's is never credited.
 */
export async function applyPayment(db: Db, payment: TossPayment, logger?: Logger, note: string | null = null): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(creditOrders).where(eq(creditOrders.id, payment.orderId)).for('update');
    if (!order || order.channel !== 'toss') return null;
    if ((order.paymentKey && order.paymentKey !== payment.paymentKey) || payment.totalAmount !== order.amount) {
      logger?.warn('toss payment does not match its order', { orderId: order.id, paymentKey: payment.paymentKey, amount: payment.totalAmount });
      return { order, credited: false };
    }
    const now = new Date();
    const va = payment.virtualAccount;
    const status = order.creditedAt && payment.status === 'WAITING_FOR_DEPOSIT' ? order.status : payment.status;
    await tx
      .update(creditOrders)
      .set({
        paymentKey: payment.paymentKey,
        method: payment.method ?? order.method,
        status,
        receiptUrl: payment.receipt?.url ?? order.receiptUrl,
        ...(payment.secret ? { secret: payment.secret } : {}),
        ...(va ? { vaBank: va.bankCode, vaAccountNumber: va.accountNumber, vaDueDate: new Date(va.dueDate) } : {}),
        updatedAt: now,
      })
      .where(eq(creditOrders.id, order.id));
    let credited = false;
    if (payment.status === 'DONE') credited = await creditOrder(tx, order.id, now);
    if (payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED') {
      const [fresh] = await tx.select().from(creditOrders).where(eq(creditOrders.id, order.id));
      const fraction = payment.totalAmount > 0 ? (payment.totalAmount - payment.balanceAmount) / payment.totalAmount : 1;
      if (fresh) await reverseOrder(tx, fresh, reversalTarget(fresh, payment.status === 'CANCELED' ? 1 : fraction), note, now);
    }
    const [after] = await tx.select().from(creditOrders).where(eq(creditOrders.id, order.id));
    return { order: after as OrderRow, credited };
  });
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type WebhookOutcome = 'applied' | 'ignored' | 'bad-secret';

/**
 * A webhook's look-up of the payment. A 4xx from Toss means it has no payment of ours under that key or
 * order (or refuses to say): nothing to change, and a retry would get the same answer. A 5xx, a 429 or no
 * answer may pass: a 503 makes Toss send the webhook again later.
 */
async function lookUpForWebhook(
  fetchPayment: () => Promise<TossPayment>,
  logger: Logger | undefined,
  ref: Record<string, unknown>,
): Promise<TossPayment | null> {
  try {
    return await fetchPayment();
  } catch (err) {
    if (err instanceof TossApiError && err.status >= 400 && err.status < 500 && err.status !== 429) {
      if (err.status !== 404) logger?.warn('toss webhook look-up refused; webhook ignored', { ...ref, status: err.status, code: err.code });
      return null;
    }
    if (err instanceof TossApiError || err instanceof TossUnreachableError) {
      logger?.warn('toss webhook look-up failed; left for toss to retry', { ...ref, error: err instanceof TossApiError ? `${err.status} ${err.code}` : err.message });
      throw new AppError('TOSS_UNAVAILABLE', payMessages.tossUnavailable, 503);
    }
    throw err;
  }
}

/**
 * One Toss webhook. PAYMENT_STATUS_CHANGED is not signed, so only the payment fetched back from Toss
 * counts; DEPOSIT_CALLBACK counts only when its secret is the one the confirm gave us, and then the
 * payment is fetched too. A paymentKey or orderId Toss would never make is not looked up at all.
 * Safe to repeat: applying the same payment twice changes nothing.
 */
export async function handleTossWebhook(db: Db, toss: TossClient, body: Record<string, unknown>, logger?: Logger): Promise<WebhookOutcome> {
  if (body.eventType === 'PAYMENT_STATUS_CHANGED') {
    const data = body.data as { paymentKey?: unknown } | undefined;
    const paymentKey = tossPaymentKey.safeParse(data?.paymentKey);
    if (!paymentKey.success) return 'ignored';
    const payment = await lookUpForWebhook(() => toss.getPayment(paymentKey.data), logger, { event: 'PAYMENT_STATUS_CHANGED' });
    if (!payment) return 'ignored';
    const result = await applyPayment(db, payment, logger);
    return result ? 'applied' : 'ignored';
  }
  const orderId = tossOrderId.safeParse(body.orderId);
  if (typeof body.secret === 'string' && orderId.success) {
    const [order] = await db.select().from(creditOrders).where(eq(creditOrders.id, orderId.data));
    if (!order || order.channel !== 'toss') return 'ignored';
    if (!order.secret || !sameSecret(order.secret, body.secret)) return 'bad-secret';
    const payment = await lookUpForWebhook(() => toss.getPaymentByOrderId(order.id), logger, { event: 'DEPOSIT_CALLBACK', orderId: order.id });
    if (!payment) return 'ignored';
    const result = await applyPayment(db, payment, logger);
    return result ? 'applied' : 'ignored';
  }
  return 'ignored';
}

// A confirm whose answer was lost is left IN_PROGRESS; after this long the sweep asks Toss about it.
export const STUCK_CONFIRM_MS = 2 * 60_000;

/** Settles orders whose confirm never got an answer, by fetching the payment by its orderId. */
export async function settleStuckOrders(db: Db, toss: TossClient, now: Date, logger?: Logger): Promise<number> {
  const stuck = await db
    .select({ id: creditOrders.id })
    .from(creditOrders)
    .where(and(eq(creditOrders.channel, 'toss'), inArray(creditOrders.status, ['IN_PROGRESS']), lt(creditOrders.updatedAt, new Date(now.getTime() - STUCK_CONFIRM_MS))));
  let settled = 0;
  for (const { id } of stuck) {
    try {
      const result = await applyPayment(db, await toss.getPaymentByOrderId(id), logger);
      if (result) settled += 1;
    } catch (err) {
      logger?.warn('stuck toss order not settled', { orderId: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return settled;
}
