import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deletedAccounts } from '../../db/schema';

// Privacy policy §3: what is kept of a deleted account is purged a year after deletion.
export const DELETED_ACCOUNT_RETENTION_DAYS = 365;

/** A keyed hash of an email, so the table alone does not reveal who left. */
export const emailHash = (secret: string, email: string) =>
  createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');

/** The latest deletion of an account with this email, if any. */
export async function findLatestDeletion(db: Db, secret: string, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ deletedAt: deletedAccounts.deletedAt })
    .from(deletedAccounts)
    .where(eq(deletedAccounts.emailHash, emailHash(secret, email)))
    .orderBy(desc(deletedAccounts.deletedAt))
    .limit(1);
  return row?.deletedAt ?? null;
}

export async function recordDeletion(db: Db, secret: string, email: string, at = new Date()) {
  await db.insert(deletedAccounts).values({ id: randomUUID(), emailHash: emailHash(secret, email), deletedAt: at });
}

/** Removes records older than the retention period. */
export async function purgeOldDeletions(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - DELETED_ACCOUNT_RETENTION_DAYS * 86_400_000);
  await db.delete(deletedAccounts).where(and(lt(deletedAccounts.deletedAt, cutoff)));
}
