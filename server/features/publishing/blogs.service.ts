import { and, asc, eq } from 'drizzle-orm';
import type { BlogConnectionView, BlogKind } from '@contracts/publishing';
import type { Db } from '../../db/client';
import { blogConnections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { M } from './publishing.messages';

type BlogRow = typeof blogConnections.$inferSelect;

export const toBlogView = (row: BlogRow): BlogConnectionView => ({
  id: row.id,
  kind: row.kind as BlogKind,
  name: row.name,
  siteUrl: row.siteUrl,
  username: row.username,
  status: row.status as 'active' | 'broken',
  brokenReason: row.brokenReason,
  createdAt: row.createdAt.toISOString(),
});

/** A member's blog connections, oldest first (credentials never leave the server). */
export async function listBlogConnections(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(blogConnections)
    .where(eq(blogConnections.userId, userId))
    .orderBy(asc(blogConnections.createdAt), asc(blogConnections.id));
  return rows.map(toBlogView);
}

/** One of the member's connections as a row (with sealed credentials), 404 for anyone else's. */
export async function getOwnBlog(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await db.select().from(blogConnections).where(and(eq(blogConnections.id, id), eq(blogConnections.userId, userId)));
  if (!row) throw new AppError('BLOG_NOT_FOUND', M.blogNotFound, 404);
  return row;
}
