import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PostStatus, PublicationSource, PublicationStatus, PublicationView, BlogKind, Scheduler } from '@contracts/publishing';
import type { Db } from '../../db/client';
import { blogConnections, blogSiteSettings, generations, publications } from '../../db/schema';
import { enqueueJob } from '../../lib/job-queue';
import { AppError } from '../../lib/app-error';
import { M } from './publishing.messages';

/** The job that runs one publication (one job per publication and round; see publish-run.service). */
export const PUBLISH_JOB = 'publishing.publish';
/** Tries of one round: the first and three retries after 1, 5 and 30 minutes. */
export const PUBLISH_MAX_ATTEMPTS = 4;
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;
// A "now" publication may arrive a little after the member clicked; the past is refused beyond this.
const PAST_TOLERANCE_MS = 60_000;
// WordPress publishes a `future` post less than a minute ahead at once; two minutes leave room for the job.
const BLOG_SCHEDULE_MIN_LEAD_MS = 2 * 60_000;

export const publishJobKey = (id: string, round: number) => `publication:${id}:${round}`;

export type SchedulePublicationInput = {
  userId: string;
  generationId: string;
  blogId: string;
  /** When to publish; absent = now. */
  publishAt?: Date;
  /** What the blog gets; absent = the connection's site setting. */
  status?: PostStatus;
  source?: PublicationSource;
  /**
   * 'blog': WordPress keeps the schedule — the post goes to it at once as `future` with `date_gmt`
   * = publishAt (it shows as 예약됨 in WordPress and goes out even while we are down); absent = 'app'.
   */
  scheduledBy?: Scheduler;
  now?: Date;
};

/**
 * Schedules one history post to one of the member's blogs, inside the caller's transaction: the
 * publication row and its job commit together, so the runner picks it up at `publishAt` (UTC).
 */
export async function schedulePublication(tx: Db, input: SchedulePublicationInput): Promise<{ id: string; status: PublicationStatus }> {
  const now = input.now ?? new Date();
  const publishAt = input.publishAt ?? now;
  if (publishAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw new AppError('PUBLISH_AT_PAST', M.publishAtPast);
  if (publishAt.getTime() > now.getTime() + MAX_AHEAD_MS) throw new AppError('PUBLISH_AT_TOO_FAR', M.publishAtTooFar);
  const [generation] = await tx
    .select({ id: generations.id, status: generations.status })
    .from(generations)
    .where(and(eq(generations.id, input.generationId), eq(generations.ownerUserId, input.userId)));
  if (!generation) throw new AppError('GENERATION_NOT_FOUND', M.generationNotFound, 404);
  if (generation.status !== 'completed' && generation.status !== 'stopped') throw new AppError('GENERATION_NOT_READY', M.generationNotReady, 409);
  const [blog] = await tx
    .select({ id: blogConnections.id, kind: blogConnections.kind, status: blogConnections.status, postStatus: blogSiteSettings.postStatus })
    .from(blogConnections)
    .leftJoin(blogSiteSettings, eq(blogSiteSettings.blogId, blogConnections.id))
    .where(and(eq(blogConnections.id, input.blogId), eq(blogConnections.userId, input.userId)));
  if (!blog) throw new AppError('BLOG_NOT_FOUND', M.blogNotFound, 404);
  if (blog.status === 'broken') throw new AppError('BLOG_BROKEN', M.blogBroken, 409);
  const postStatus = input.status ?? ((blog.postStatus as PostStatus | null) ?? 'publish');
  const scheduledBy = input.scheduledBy ?? 'app';
  if (scheduledBy === 'blog') {
    if (blog.kind !== 'wordpress') throw new AppError('BLOG_SCHEDULE_WORDPRESS_ONLY', M.blogScheduleWordpressOnly, 422);
    if (!input.publishAt || publishAt.getTime() < now.getTime() + BLOG_SCHEDULE_MIN_LEAD_MS) throw new AppError('BLOG_SCHEDULE_NEEDS_TIME', M.blogScheduleNeedsTime, 422);
    if (postStatus === 'draft') throw new AppError('BLOG_SCHEDULE_NOT_DRAFT', M.blogScheduleNotDraft, 422);
  }
  // WordPress-kept schedules go to the blog now; ours wait for their time.
  const runAt = scheduledBy === 'blog' ? now : publishAt;
  const id = randomUUID();
  await tx.insert(publications).values({
    id,
    userId: input.userId,
    generationId: generation.id,
    blogId: blog.id,
    blogKind: blog.kind,
    status: 'scheduled',
    postStatus,
    source: input.source ?? 'manual',
    scheduledBy,
    publishAt,
    nextAttemptAt: runAt,
    createdAt: now,
    updatedAt: now,
  });
  await enqueueJob(tx, PUBLISH_JOB, { key: publishJobKey(id, 0), runAt, payload: { publicationId: id, round: 0 }, maxAttempts: PUBLISH_MAX_ATTEMPTS });
  return { id, status: 'scheduled' };
}

type PublicationRow = typeof publications.$inferSelect;

export function toPublicationView(row: PublicationRow, extra: { title: string; blogName: string | null }): PublicationView {
  return {
    id: row.id,
    generationId: row.generationId,
    title: extra.title,
    blogId: row.blogId,
    blogName: extra.blogName,
    blogKind: row.blogKind as BlogKind,
    status: row.status as PublicationStatus,
    postStatus: row.postStatus as PostStatus,
    source: row.source as PublicationSource,
    scheduledBy: row.scheduledBy as Scheduler,
    publishAt: row.publishAt.toISOString(),
    attempts: row.attempts,
    nextAttemptAt: row.status === 'scheduled' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    url: row.remoteUrl,
    error: row.error,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const viewColumns = { row: publications, title: generations.title, keyword: generations.keyword, blogName: blogConnections.name };

/** A member's publications, newest schedule first, optionally by status and blog. */
export async function listPublications(
  db: Db,
  {
    userId,
    status,
    blogId,
    limit = 50,
    statuses,
  }: { userId: string; status?: PublicationStatus; statuses?: PublicationStatus[]; blogId?: string; limit?: number },
) {
  const rows = await db
    .select(viewColumns)
    .from(publications)
    .innerJoin(generations, eq(generations.id, publications.generationId))
    .leftJoin(blogConnections, eq(blogConnections.id, publications.blogId))
    .where(
      and(
        eq(publications.userId, userId),
        status ? eq(publications.status, status) : undefined,
        statuses?.length ? inArray(publications.status, statuses) : undefined,
        blogId ? eq(publications.blogId, blogId) : undefined,
      ),
    )
    .orderBy(desc(publications.publishAt), desc(publications.id))
    .limit(limit);
  return rows.map((r) => toPublicationView(r.row, { title: r.title || r.keyword, blogName: r.blogName }));
}

/** One of the member's publications (404 for anyone else's). */
export async function getPublication(db: Db, { userId, id }: { userId: string; id: string }) {
  const [r] = await db
    .select(viewColumns)
    .from(publications)
    .innerJoin(generations, eq(generations.id, publications.generationId))
    .leftJoin(blogConnections, eq(blogConnections.id, publications.blogId))
    .where(and(eq(publications.id, id), eq(publications.userId, userId)));
  if (!r) throw new AppError('PUBLICATION_NOT_FOUND', M.publicationNotFound, 404);
  return toPublicationView(r.row, { title: r.title || r.keyword, blogName: r.blogName });
}

/** Cancels a publication that has not started; one that is publishing or done stays as it is. */
export async function cancelPublication(db: Db, { userId, id, now = new Date() }: { userId: string; id: string; now?: Date }) {
  const rows = await db
    .update(publications)
    .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(publications.id, id), eq(publications.userId, userId), inArray(publications.status, ['scheduled', 'waiting-for-member'])))
    .returning({ id: publications.id });
  if (!rows.length) {
    await getPublication(db, { userId, id });
    throw new AppError('NOT_CANCELLABLE', M.notCancellable, 409);
  }
  return getPublication(db, { userId, id });
}

/** A failed publication tries again now, as a new round (its own job, attempts from zero). */
export async function retryPublication(db: Db, { userId, id, now = new Date() }: { userId: string; id: string; now?: Date }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(publications)
      .set({ status: 'scheduled', attempts: 0, error: null, nextAttemptAt: now, round: sql`${publications.round} + 1`, updatedAt: now })
      .where(and(eq(publications.id, id), eq(publications.userId, userId), eq(publications.status, 'failed')))
      .returning({ round: publications.round });
    if (!row) {
      await getPublication(tx, { userId, id });
      throw new AppError('NOT_RETRYABLE', M.notRetryable, 409);
    }
    const [blog] = await tx
      .select({ status: blogConnections.status })
      .from(blogConnections)
      .innerJoin(publications, eq(publications.blogId, blogConnections.id))
      .where(eq(publications.id, id));
    if (!blog) throw new AppError('BLOG_NOT_FOUND', M.blogNotFound, 404);
    if (blog.status === 'broken') throw new AppError('BLOG_BROKEN', M.blogBroken, 409);
    await enqueueJob(tx, PUBLISH_JOB, {
      key: publishJobKey(id, row.round),
      runAt: now,
      payload: { publicationId: id, round: row.round },
      maxAttempts: PUBLISH_MAX_ATTEMPTS,
    });
  });
  return getPublication(db, { userId, id });
}
