import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditOrders, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mail-message';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { creditOrder } from './order-credit.service';
import { createOrder, toOrderView } from './orders.service';
import { payMessages } from './payments.messages';

type ManualDeps = { db: Db; mailer: Mailer; logger?: Logger };

/** A member says they transferred the package's price from `depositorName`; it waits for an admin. */
export async function requestManualCharge(db: Db, userId: string, input: { packageId: string; depositorName: string }) {
  return toOrderView(await createOrder(db, userId, input.packageId, { channel: 'manual', depositorName: input.depositorName }));
}

async function mailMember({ db, mailer, logger }: ManualDeps, userId: string, subject: string, text: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await mailer
    .send({ to: user.email, subject, text: `${text}\n\n${payMessages.mail.footer}`, html: `<p>${text}</p><p>${payMessages.mail.footer}</p>` })
    .catch((err: unknown) => logger?.warn('manual charge mail not sent', { userId, error: err instanceof Error ? err.message : String(err) }));
}

/**
 * Approves a pending bank-transfer charge: credits it once however often it is clicked (creditOrder's
 * gate), and mails the member only from the call that credited.
 */
export async function approveManualCharge(deps: ManualDeps, adminId: string, orderId: string) {
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(creditOrders).where(and(eq(creditOrders.id, orderId), eq(creditOrders.channel, 'manual'))).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND', payMessages.orderNotFound, 404);
    if (order.status !== 'PENDING') return { order, credited: false };
    const credited = await creditOrder(tx, order.id);
    const [after] = await tx.update(creditOrders).set({ decidedBy: adminId, updatedAt: new Date() }).where(eq(creditOrders.id, order.id)).returning();
    return { order: after ?? order, credited };
  });
  if (result.credited) {
    const { order } = result;
    await mailMember(deps, order.userId, payMessages.mail.approvedSubject, payMessages.mail.approved(order.orderName, order.paidCredits, order.bonusCredits));
  }
  return { order: toOrderView(result.order), credited: result.credited };
}

/** Rejects a pending charge with a reason the member reads in the mail and on the page. */
export async function rejectManualCharge(deps: ManualDeps, adminId: string, orderId: string, reason: string) {
  const [order] = await deps.db
    .update(creditOrders)
    .set({ status: 'REJECTED', decidedBy: adminId, decisionReason: reason, updatedAt: new Date() })
    .where(and(eq(creditOrders.id, orderId), eq(creditOrders.channel, 'manual'), eq(creditOrders.status, 'PENDING')))
    .returning();
  if (!order) throw new AppError('NOT_PENDING', payMessages.notPending, 409);
  await mailMember(deps, order.userId, payMessages.mail.rejectedSubject, payMessages.mail.rejected(order.orderName, reason));
  return toOrderView(order);
}
