import { and, eq, isNull, lt } from 'drizzle-orm';
import type { SpendCharge } from '@contracts/credits';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { refundUsage } from '../credits';

/** Visitors' uploaded photos are only thumbnail backgrounds: kept a day. */
export const VISITOR_UPLOAD_TTL_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Cleans up after images that never finished: an AI image still pending long after its time limit
 * (its instance died mid-call) is refunded once — the conditional UPDATE makes a second sweep, or
 * another instance, find nothing — and visitors' uploads older than a day are deleted with their bytes.
 */
export async function sweepImages({ db, storage }: { db: Db; storage: FileStorage }, { now, pendingCutoffMs }: { now: Date; pendingCutoffMs: number }) {
  const stale = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.status, 'pending'), lt(images.createdAt, new Date(now.getTime() - pendingCutoffMs))))
    .limit(BATCH);
  let refunded = 0;
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(images)
        .set({ status: 'failed' })
        .where(and(eq(images.id, id), eq(images.status, 'pending')))
        .returning({ userId: images.userId, charge: images.charge });
      if (!row?.userId || !row.charge) return;
      await refundUsage(tx, { payer: { kind: 'user', userId: row.userId }, counter: 'img', charge: row.charge as SpendCharge, ref: { feature: 'image', id } });
      refunded++;
    });
  }
  const uploads = await db
    .delete(images)
    .where(and(eq(images.kind, 'upload'), isNull(images.userId), lt(images.createdAt, new Date(now.getTime() - VISITOR_UPLOAD_TTL_MS))))
    .returning({ storageKey: images.storageKey });
  for (const { storageKey } of uploads) if (storageKey) await storage.delete(storageKey);
  return { refunded, deletedUploads: uploads.length };
}
