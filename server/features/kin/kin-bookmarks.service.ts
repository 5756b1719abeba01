import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { KinBookmark } from '@contracts/kin';
import type { Db } from '../../db/client';
import { kinBookmarks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MAX_BOOKMARKS } from './kin.limits';
import { messages } from './kin.messages';

type Row = typeof kinBookmarks.$inferSelect;
const toBookmark = (r: Row): KinBookmark => ({
  id: r.id,
  link: r.link,
  title: r.title,
  description: r.description,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

/** The member's bookmarks, newest first. */
export async function listBookmarks(db: Db, userId: string): Promise<KinBookmark[]> {
  const rows = await db.select().from(kinBookmarks).where(eq(kinBookmarks.userId, userId)).orderBy(desc(kinBookmarks.createdAt), desc(kinBookmarks.id));
  return rows.map(toBookmark);
}

/** Bookmarks a question (찜); bookmarking it again keeps the first date and takes the new note. */
export async function addBookmark(
  db: Db,
  userId: string,
  input: { link: string; title: string; description: string; note: string },
): Promise<{ bookmark: KinBookmark; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(kinBookmarks).where(and(eq(kinBookmarks.userId, userId), eq(kinBookmarks.link, input.link)));
    if (existing) {
      const [row] = await tx
        .update(kinBookmarks)
        .set({ note: input.note, title: input.title, description: input.description })
        .where(eq(kinBookmarks.id, existing.id))
        .returning();
      return { bookmark: toBookmark(row ?? existing), created: false };
    }
    const [kept] = await tx.select({ n: count() }).from(kinBookmarks).where(eq(kinBookmarks.userId, userId));
    if ((kept?.n ?? 0) >= MAX_BOOKMARKS) throw new AppError('KIN_BOOKMARK_LIMIT', messages.bookmarkLimit(MAX_BOOKMARKS), 409);
    // A second tab bookmarking the same question at the same moment hits the unique index and keeps one row.
    const [row] = await tx
      .insert(kinBookmarks)
      .values({ id: randomUUID(), userId, ...input })
      .onConflictDoUpdate({ target: [kinBookmarks.userId, kinBookmarks.link], set: { note: input.note } })
      .returning();
    if (!row) throw new AppError('KIN_BOOKMARK_FAILED', messages.bookmarkNotFound, 500);
    return { bookmark: toBookmark(row), created: true };
  });
}

/** Changes a bookmark's note; only its owner can. */
export async function updateBookmarkNote(db: Db, userId: string, id: string, note: string): Promise<KinBookmark> {
  const [row] = await db.update(kinBookmarks).set({ note }).where(and(eq(kinBookmarks.id, id), eq(kinBookmarks.userId, userId))).returning();
  if (!row) throw new AppError('NOT_FOUND', messages.bookmarkNotFound, 404);
  return toBookmark(row);
}

/** Removes a bookmark; only its owner can. */
export async function removeBookmark(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db.delete(kinBookmarks).where(and(eq(kinBookmarks.id, id), eq(kinBookmarks.userId, userId))).returning({ id: kinBookmarks.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', messages.bookmarkNotFound, 404);
}
