import { randomBytes } from 'node:crypto';
import { desc, eq, and, isNotNull, isNull } from 'drizzle-orm';
import type { SharedPost } from '@contracts/generations';
import type { Db } from '../../db/client';
import { generations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import { messages } from './generations.messages';
import { getOwnGeneration } from './generations.service';

/**
 * Shares a post read-only at /blog/{shareId}; sharing again keeps the same address. `newlyShared` is true
 * only for the call that made the address (search engines are told once).
 */
export async function shareGeneration(db: Db, owner: Owner, id: string) {
  const row = await getOwnGeneration(db, owner, id);
  if (row.shareId) return { shareId: row.shareId, newlyShared: false };
  const shareId = randomBytes(9).toString('base64url');
  const made = await db.update(generations).set({ shareId }).where(and(eq(generations.id, id), isNull(generations.shareId))).returning({ id: generations.id });
  return { shareId: (await getOwnGeneration(db, owner, id)).shareId as string, newlyShared: made.length === 1 };
}

/** Stops sharing; returns the address that stopped working, if there was one. */
export async function unshareGeneration(db: Db, owner: Owner, id: string) {
  const row = await getOwnGeneration(db, owner, id);
  await db.update(generations).set({ shareId: null }).where(eq(generations.id, id));
  return row.shareId;
}

/** Shared posts' addresses and change times, for the sitemap (at most `limit`, newest first). */
export async function listSharedStamps(db: Db, limit: number): Promise<{ shareId: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ shareId: generations.shareId, updatedAt: generations.updatedAt })
    .from(generations)
    .where(isNotNull(generations.shareId))
    .orderBy(desc(generations.updatedAt))
    .limit(limit);
  return rows.flatMap((r) => (r.shareId ? [{ shareId: r.shareId, updatedAt: r.updatedAt }] : []));
}

/** What anyone with the link sees of a shared post: the API's reply and the page's data block alike. */
export const toSharedPost = (row: { title: string; content: string; keyword: string; createdAt: Date }): SharedPost => ({
  title: row.title,
  content: row.content,
  keyword: row.keyword,
  createdAt: row.createdAt.toISOString(),
});

export async function readShared(db: Db, shareId: string) {
  const [row] = await db
    .select({ id: generations.id, title: generations.title, content: generations.content, createdAt: generations.createdAt, keyword: generations.keyword })
    .from(generations)
    .where(eq(generations.shareId, shareId));
  if (!row) throw new AppError('NOT_FOUND', messages.shareNotFound, 404);
  return row;
}
