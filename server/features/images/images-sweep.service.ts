import { and, eq, like, lt, notExists, or, sql } from 'drizzle-orm';
import type { SpendCharge } from '@contracts/credits';
import type { Db } from '../../db/client';
import { generations, images, postThumbnails } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { refundUsage } from '../credits';
import { UPLOAD_TTL_MS } from './images.limits';

const BATCH = 100;

/**
 * Cleans up after images that never finished: an AI image still pending long after its time limit
 * (its instance died mid-call) is refunded once — the conditional UPDATE makes a second sweep, or
 * another instance, find nothing — and uploaded photos (a member's or a visitor's) are deleted with
 * their bytes once a day has passed since their last use as a thumbnail background, unless a post of
 * their owner's shows them or has one as its thumbnail.
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
  // A post of the uploader's that shows the photo (its /files/{id} or storage address in the text), or
  // names it as its thumbnail, keeps it; only that owner's posts are read, through their index.
  const inOwnersPost = db
    .select({ one: sql`1` })
    .from(generations)
    .where(
      and(
        or(eq(generations.ownerUserId, images.userId), eq(generations.ownerVisitorId, images.ownerVisitorId)),
        like(generations.content, sql`'%' || ${images.id} || '%'`),
      ),
    );
  const unused = and(
    eq(images.kind, 'upload'),
    lt(images.lastUsedAt, new Date(now.getTime() - UPLOAD_TTL_MS)),
    notExists(db.select({ one: sql`1` }).from(postThumbnails).where(eq(postThumbnails.imageId, images.id))),
    notExists(inOwnersPost),
  );
  const uploads = await db.delete(images).where(unused).returning({ storageKey: images.storageKey });
  for (const { storageKey } of uploads) if (storageKey) await storage.delete(storageKey);
  return { refunded, deletedUploads: uploads.length };
}
