import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { messages } from './automations.messages';

// The blog target goes through the publishing feature; until it lands here, a blog target is refused.

/** Checks the blog is one of the member's connections. */
export async function assertBlogTarget(_db: Db, _userId: string, _blogId: string): Promise<void> {
  throw new AppError('PUBLISH_UNAVAILABLE', messages.publishUnavailable, 501);
}

/** Schedules the run's post for publication, inside the run's transaction; returns the publication id. */
export async function publishRunPost(_tx: Db, _args: { userId: string; generationId: string; blogId: string; status: 'draft' | 'publish' }): Promise<string> {
  throw new AppError('PUBLISH_UNAVAILABLE', messages.publishUnavailable, 501);
}
