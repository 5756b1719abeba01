import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { SEOUL_TIME_ZONE } from '@contracts/accounts';
import type { ConfirmReply } from '@contracts/credits';
import type { Db } from '../../db/client';
import { creditOrders, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Mailer } from '../../integrations/mail/mail-message';
import { TossApiError, type TossPayment, TossUnreachableError } from '../../integrations/toss/toss-client';
import { tossErrorMessage } from '../../integrations/toss/toss-errors';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { walletOf } from './ledger.service';
import { reversalTarget, reverseOrder } from './order-credit.service';
import { claimPaymentKey, readOwnOrder, toOrderView } from './orders.service';
import { BANK_NAMES, payMessages } from './payments.messages';
import { applyPayment, cancelIdempotencyKey, confirmIdempotencyKey, tossFor } from './toss-sync.service';
import { readWallet } from './wallet.service';

type PayDeps = { db: Db; env: Env; logger?: Logger };

/**
 * The success URL's confirm: checks owner, amount and state against the stored order, asks Toss to
 * confirm with the order's stable Idempotency-Key, and credits only a DONE payment (once, however many
 * confirms arrive). A lost answer is settled by fetching the payment by orderId.
 */
export async function confirmPayment(
  { db, env, logger }: PayDeps,
  userId: string,
  input: { paymentKey: string; orderId: string; amount: number },
): Promise<ConfirmReply> {
  const toss = tossFor(env);
  if (!toss) throw new AppError('TOSS_NOT_CONFIGURED', payMessages.tossNotConfigured, 503);
  const order = await readOwnOrder(db, userId, input.orderId);
  if (input.amount !== order.amount) throw new AppError('AMOUNT_MISMATCH', payMessages.amountMismatch, 400);
  if (order.paymentKey && order.paymentKey !== input.paymentKey) throw new AppError('PAYMENT_KEY_MISMATCH', payMessages.paymentKeyMismatch, 409);
  const reply = async (o: typeof order, message: string): Promise<ConfirmReply> => ({
    order: toOrderView(o),
    wallet: (await readWallet(db, userId)) ?? { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
    message,
  });
  if (order.creditedAt) return reply(order, payMessages.alreadyCredited);
  if (order.status === 'WAITING_FOR_DEPOSIT') return reply(order, payMessages.waitingForDeposit);
  await claimPaymentKey(db, order.id, input.paymentKey);

  let payment: TossPayment;
  try {
    payment = await toss.confirm(input, confirmIdempotencyKey(order.id));
  } catch (err) {
    if (err instanceof TossApiError && err.code !== 'ALREADY_PROCESSED_PAYMENT') {
      await db.update(creditOrders).set({ status: 'FAILED', failCode: err.code, failMessage: tossErrorMessage(err.code), updatedAt: new Date() }).where(and(eq(creditOrders.id, order.id), isNull(creditOrders.creditedAt)));
      throw new AppError('PAYMENT_FAILED', tossErrorMessage(err.code), 400);
    }
    if (!(err instanceof TossUnreachableError) && !(err instanceof TossApiError)) throw err;
    try {
      payment = await toss.getPaymentByOrderId(order.id);
    } catch {
      logger?.warn('toss confirm unanswered; left for the sweep', { orderId: order.id });
      throw new AppError('CONFIRM_PENDING', payMessages.confirmPending, 503);
    }
  }
  const result = await applyPayment(db, payment, logger);
  const after = result?.order ?? order;
  if (after.creditedAt) return reply(after, result?.credited ? payMessages.credited(after.paidCredits, after.bonusCredits) : payMessages.alreadyCredited);
  if (after.status === 'WAITING_FOR_DEPOSIT') return reply(after, payMessages.waitingForDeposit);
  throw new AppError('PAYMENT_NOT_DONE', payMessages.notCompleted, 400);
}

/**
 * An admin cancels an order while the credits it bought are unspent: the wallet is locked, checked,
 * Toss cancels (stable Idempotency-Key, with the reason), and the credits, ledger rows and cancel
 * record change in the same transaction. A bank-transfer order is reversed here alone.
 */
export async function cancelOrder({ db, env, logger }: PayDeps, adminId: string, orderId: string, reason: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(creditOrders).where(eq(creditOrders.id, orderId)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND', payMessages.orderNotFound, 404);
    if (!order.creditedAt || order.reversedPaid >= order.paidCredits || (order.channel === 'toss' && !order.paymentKey)) {
      throw new AppError('NOT_CANCELABLE', payMessages.notCancelable, 409);
    }
    const wallet = await walletOf(tx, order.userId, { lock: true });
    if (wallet.paidCredits < order.paidCredits - order.reversedPaid || wallet.eventCredits < order.bonusCredits - order.reversedEvent) {
      throw new AppError('CREDITS_SPENT', payMessages.creditsSpent, 409);
    }
    let status = 'CANCELED';
    if (order.channel === 'toss') {
      const toss = tossFor(env);
      if (!toss) throw new AppError('TOSS_NOT_CONFIGURED', payMessages.tossNotConfigured, 503);
      try {
        const payment = await toss.cancel(order.paymentKey as string, { cancelReason: reason }, cancelIdempotencyKey(order.id));
        status = payment.status;
      } catch (err) {
        if (!(err instanceof TossApiError && err.code === 'ALREADY_CANCELED_PAYMENT')) {
          logger?.warn('toss cancel failed', { orderId, error: err instanceof Error ? err.message : String(err) });
          throw new AppError('CANCEL_FAILED', payMessages.cancelFailed(err instanceof TossApiError ? tossErrorMessage(err.code) : '토스페이먼츠가 응답하지 않습니다.'), 502);
        }
      }
    }
    await reverseOrder(tx, order, reversalTarget(order, 1), reason);
    const [after] = await tx
      .update(creditOrders)
      .set({ status, decidedBy: adminId, decisionReason: reason, updatedAt: new Date() })
      .where(eq(creditOrders.id, order.id))
      .returning();
    return toOrderView(after as typeof order);
  });
}

const DAY_MS = 86_400_000;
const kst = (d: Date) => new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(d);

/**
 * Toss sends nothing when a virtual account expires: unpaid ones past their due date become EXPIRED,
 * and members whose due date is within a day get one reminder mail (vaRemindedAt marks it sent).
 */
export async function sweepVirtualAccounts(db: Db, mailer: Mailer, now: Date, logger?: Logger) {
  const expired = await db
    .update(creditOrders)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(creditOrders.status, 'WAITING_FOR_DEPOSIT'), lte(creditOrders.vaDueDate, now), isNull(creditOrders.creditedAt)))
    .returning({ id: creditOrders.id });
  const due = await db
    .update(creditOrders)
    .set({ vaRemindedAt: now })
    .where(and(eq(creditOrders.status, 'WAITING_FOR_DEPOSIT'), isNull(creditOrders.vaRemindedAt), gt(creditOrders.vaDueDate, now), lte(creditOrders.vaDueDate, new Date(now.getTime() + DAY_MS))))
    .returning();
  for (const order of due) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    if (!user || !order.vaDueDate) continue;
    const text = payMessages.mail.reminder(order.orderName, BANK_NAMES[order.vaBank ?? ''] ?? order.vaBank ?? '', order.vaAccountNumber ?? '', kst(order.vaDueDate), order.amount);
    await mailer
      .send({ to: user.email, subject: payMessages.mail.reminderSubject, text: `${text}\n\n${payMessages.mail.footer}`, html: `<p>${text}</p><p>${payMessages.mail.footer}</p>` })
      .catch((err: unknown) => logger?.warn('virtual account reminder not sent', { orderId: order.id, error: err instanceof Error ? err.message : String(err) }));
  }
  return { expired: expired.length, reminded: due.length };
}
