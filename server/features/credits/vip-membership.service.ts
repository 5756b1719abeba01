import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, vipEvents, vipMemberships } from '../../db/schema';

const DAY_MS = 86_400_000;
// Grades that VIP may replace; '' (a Google account without consent) never becomes VIP.
const UPGRADABLE = ['new', 'normal', 'vip'];

type VipChange = { userId: string; days: number; refId?: string; now: Date };

/** Makes the member VIP for `days` more: from the current expiry when still VIP, else from now. */
export async function extendVip(tx: Db, { userId, days, change, refId, now, reason, actorId }: VipChange & { change: 'purchase' | 'grant'; reason?: string; actorId?: string }) {
  const [current] = await tx.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)).for('update');
  const from = current && current.expiresAt > now ? current.expiresAt : now;
  const expiresAt = new Date(from.getTime() + days * DAY_MS);
  await tx
    .insert(vipMemberships)
    .values({ userId, expiresAt, updatedAt: now })
    .onConflictDoUpdate({ target: vipMemberships.userId, set: { expiresAt, updatedAt: now } });
  await tx
    .update(users)
    .set({ grade: 'vip', updatedAt: now })
    .where(and(eq(users.id, userId), inArray(users.grade, UPGRADABLE)));
  await tx
    .insert(vipEvents)
    .values({ id: randomUUID(), userId, change, days, expiresAt, reason: reason ?? null, actorId: actorId ?? null, refId: refId ?? null, createdAt: now });
  return expiresAt;
}

/** Takes back the days of a cancelled VIP purchase; the grade ends at once when none are left. */
export async function shortenVip(tx: Db, { userId, days, refId, now }: VipChange) {
  const [current] = await tx.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)).for('update');
  if (!current) return;
  const expiresAt = new Date(current.expiresAt.getTime() - days * DAY_MS);
  await tx.update(vipMemberships).set({ expiresAt, updatedAt: now }).where(eq(vipMemberships.userId, userId));
  if (expiresAt <= now) await endVip(tx, userId, 'revoke', now, { reason: '결제 취소', refId });
}

/** An admin's revoke, or the expiry job: the grade returns to normal, once (conditional UPDATE). */
export async function endVip(tx: Db, userId: string, change: 'revoke' | 'expire', now: Date, extra: { reason?: string; actorId?: string; refId?: string } = {}) {
  const ended = await tx.update(users).set({ grade: 'normal', updatedAt: now }).where(and(eq(users.id, userId), eq(users.grade, 'vip'))).returning({ id: users.id });
  if (change === 'revoke') await tx.update(vipMemberships).set({ expiresAt: now, updatedAt: now }).where(eq(vipMemberships.userId, userId));
  if (ended.length === 0) return false;
  await tx
    .insert(vipEvents)
    .values({
      id: randomUUID(),
      userId,
      change,
      reason: extra.reason ?? null,
      actorId: extra.actorId ?? null,
      refId: extra.refId ?? null,
      expiresAt: now,
      createdAt: now,
    });
  return true;
}

/** The expiry job's work: every VIP whose term has passed becomes normal. Returns how many. */
export async function expireVips(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ userId: vipMemberships.userId })
    .from(vipMemberships)
    .innerJoin(users, eq(users.id, vipMemberships.userId))
    .where(and(lte(vipMemberships.expiresAt, now), eq(users.grade, 'vip')));
  let count = 0;
  for (const { userId } of due) {
    const ended = await db.transaction((tx) => endVip(tx, userId, 'expire', now));
    if (ended) count += 1;
  }
  return count;
}

export async function readVipExpiry(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: vipMemberships.expiresAt })
    .from(vipMemberships)
    .innerJoin(users, eq(users.id, vipMemberships.userId))
    .where(and(eq(vipMemberships.userId, userId), eq(users.grade, 'vip')));
  return row?.expiresAt ?? null;
}
