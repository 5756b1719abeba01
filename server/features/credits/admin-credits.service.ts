import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditOrders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toOrderView } from './orders.service';
import { payMessages } from './payments.messages';
import { endVip, extendVip, readVipExpiry } from './vip-membership.service';

/** Orders of every member for the admin console, newest first, optionally by channel and status. */
export async function listAllOrders(db: Db, filter: { channel?: string; status?: string }) {
  const where: SQL[] = [];
  if (filter.channel) where.push(eq(creditOrders.channel, filter.channel));
  if (filter.status) where.push(eq(creditOrders.status, filter.status));
  const rows = await db
    .select({ order: creditOrders, email: users.email })
    .from(creditOrders)
    .innerJoin(users, eq(users.id, creditOrders.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(creditOrders.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...toOrderView(r.order), email: r.email, paymentKey: r.order.paymentKey }));
}

/** An admin grants VIP for some days (added to a running term) or revokes it now, always with a reason. */
export async function changeVipByAdmin(db: Db, adminId: string, input: { email: string; action: 'grant' | 'revoke'; days?: number; reason: string }) {
  const [user] = await db.select({ id: users.id, grade: users.grade }).from(users).where(eq(users.email, input.email.toLowerCase()));
  if (!user) throw new AppError('USER_NOT_FOUND', payMessages.userNotFound, 404);
  const now = new Date();
  if (input.action === 'grant') {
    if (!input.days) throw new AppError('INVALID_INPUT', payMessages.vipNeedsDays, 400);
    const days = input.days;
    await db.transaction((tx) => extendVip(tx, { userId: user.id, days, change: 'grant', reason: input.reason, actorId: adminId, now }));
  } else {
    const ended = await db.transaction((tx) => endVip(tx, user.id, 'revoke', now, { reason: input.reason, actorId: adminId }));
    if (!ended) throw new AppError('NOT_VIP', payMessages.vipNotActive, 409);
  }
  const [after] = await db.select({ grade: users.grade }).from(users).where(eq(users.id, user.id));
  return { grade: after?.grade ?? user.grade, vipExpiresAt: (await readVipExpiry(db, user.id))?.toISOString() ?? null };
}
