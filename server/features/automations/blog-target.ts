import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listBlogConnections, schedulePublication } from '../publishing';
import { messages } from './automations.messages';

/** Checks the blog is one of the member's connections (a broken one is refused when the run publishes). */
export async function assertBlogTarget(db: Db, userId: string, blogId: string): Promise<void> {
  const blogs = await listBlogConnections(db, userId);
  if (!blogs.some((b) => b.id === blogId)) throw new AppError('BLOG_NOT_FOUND', messages.blogNotFound, 404);
}

/** Schedules the run's post for publication now, inside the run's transaction; returns the publication id. */
export async function publishRunPost(tx: Db, args: { userId: string; generationId: string; blogId: string; status: 'draft' | 'publish' }): Promise<string> {
  const { id } = await schedulePublication(tx, { ...args, source: 'automation' });
  return id;
}
