import { isHttpUrl } from '@contracts/http-url';
import { KST_OFFSET_MS } from '@contracts/seoul-time';
import { PUBLISH_RETRY_MINUTES } from '@contracts/publishing';
import { and, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { blogConnections, blogSiteSettings, generations, publications } from '../../db/schema';
import { enqueueJob } from '../../lib/job-queue';
import { BlockedHostError } from '../../lib/safe-fetch';
import { BloggerError } from '../../integrations/blogger/blogger.adapter';
import { WordpressError } from '../../integrations/wordpress/wordpress.adapter';
import { markBlogBroken, type PublishDeps } from './blog-clients';
import { publishToBlogger, publishToWordpress, type RemotePost } from './publish-remote';
import { sendPackReminder } from './pack.service';
import { M } from './publishing.messages';
import { PUBLISH_JOB, PUBLISH_MAX_ATTEMPTS, publishJobKey } from './publications.service';

const KST_MS = KST_OFFSET_MS;
// The post's address as the blog reports it: pages link to it, so only an http(s) one is kept.
const linkOf = (url: string) => (isHttpUrl(url) ? url : null);
const DAY_MS = 86_400_000;
/** The KST calendar day `now` falls in, as UTC instants. */
export const kstDay = (now: Date) => {
  const from = new Date(Math.floor((now.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
};

/** Thrown to the job runner so it tries again after the backoff (the publication says when). */
export class RetryLater extends Error {
  override name = 'RetryLater';
}

export const publishBackoffMs = (attempt: number) => (PUBLISH_RETRY_MINUTES[Math.min(attempt, PUBLISH_RETRY_MINUTES.length) - 1] ?? 30) * 60_000;

type Failure = { kind: 'auth' | 'forbidden' | 'temporary' | 'rejected' | 'blocked'; message: string };

/** WordPress still holds a handed-over post as scheduled after its time (WP-Cron missed it). */
class MissedSchedule extends Error {
  override name = 'MissedSchedule';
}

/** How long after a WordPress-kept schedule's time we look whether the post went live. */
export const BLOG_SCHEDULE_CHECK_MS = 2 * 60_000;

/**
 * WordPress now holds the post as scheduled (`future`): the publication waits as 'scheduled' with its
 * remote id, and a new round's job looks at the post shortly after its time.
 */
async function handOver(
  deps: PublishDeps,
  { pub, round, remote, now }: { pub: typeof publications.$inferSelect; round: number; remote: RemotePost; now: Date },
) {
  const checkAt = new Date(pub.publishAt.getTime() + BLOG_SCHEDULE_CHECK_MS);
  await deps.db.transaction(async (tx) => {
    const [next] = await tx
      .update(publications)
      .set({ status: 'scheduled', round: sql`${publications.round} + 1`, remoteId: remote.id, remoteUrl: linkOf(remote.url), nextAttemptAt: checkAt, error: null, updatedAt: now })
      .where(and(eq(publications.id, pub.id), eq(publications.round, round), inArray(publications.status, ['scheduled', 'publishing'])))
      .returning({ round: publications.round });
    if (next)
      await enqueueJob(tx, PUBLISH_JOB, {
        key: publishJobKey(pub.id, next.round),
        runAt: checkAt,
        payload: { publicationId: pub.id, round: next.round },
        maxAttempts: PUBLISH_MAX_ATTEMPTS,
      });
  });
}

function classify(err: unknown): Failure {
  if (err instanceof MissedSchedule) return { kind: 'temporary', message: err.message };
  if (err instanceof WordpressError || err instanceof BloggerError) return { kind: err.kind, message: `${err.message} (${err.status || 'network'} ${err.code})` };
  if (err instanceof BlockedHostError) return { kind: 'blocked', message: '내부망 주소로는 발행할 수 없습니다.' };
  return { kind: 'temporary', message: err instanceof Error ? err.message : String(err) };
}

/**
 * Runs one publication (the `publishing.publish` job). Safe to repeat: a cancelled, finished or
 * superseded (older round) publication is left alone, a recorded remote id is never posted again,
 * and before posting, the blog is searched for a post carrying this publication's marker.
 */
export async function runPublication(
  deps: PublishDeps,
  { publicationId, round, attempt, now }: { publicationId: string; round: number; attempt: number; now: Date },
) {
  const { db } = deps;
  const [pub] = await db.select().from(publications).where(eq(publications.id, publicationId));
  if (!pub || pub.round !== round || !['scheduled', 'publishing'].includes(pub.status)) return;
  // Every write after the claim is conditional on this round still being the one publishing: a try
  // whose runner lost its lease (and was overtaken) cannot undo what the next one finished.
  const ours = and(eq(publications.id, pub.id), eq(publications.round, round), inArray(publications.status, ['scheduled', 'publishing']));
  const fail = (error: string) => db.update(publications).set({ status: 'failed', error, nextAttemptAt: null, updatedAt: now }).where(ours);
  if (!pub.blogId) return fail(M.blogDeleted);
  const [blog] = await db.select().from(blogConnections).where(eq(blogConnections.id, pub.blogId));
  if (!blog) return fail(M.blogDeleted);
  if (blog.status === 'broken') return fail(M.blogBroken);

  if (blog.kind === 'naver' || blog.kind === 'tistory') {
    const moved = await db
      .update(publications)
      .set({ status: 'waiting-for-member', updatedAt: now })
      .where(and(eq(publications.id, pub.id), eq(publications.status, 'scheduled')))
      .returning({ id: publications.id });
    if (moved.length) await sendPackReminder(deps, pub.id, now);
    return;
  }

  const [settings] = await db.select().from(blogSiteSettings).where(eq(blogSiteSettings.blogId, blog.id));
  const cap = settings?.dailyCap ?? 5;
  if (!pub.remoteId) {
    // The cap counts the day the post goes live: today, or the scheduled day when WordPress keeps the schedule.
    const byBlog = pub.scheduledBy === 'blog';
    const day = kstDay(byBlog ? pub.publishAt : now);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(publications)
      .where(
        and(
          eq(publications.blogId, blog.id),
          sql`${publications.id} <> ${pub.id}`,
          or(
            and(eq(publications.status, 'published'), gte(publications.publishedAt, day.from), lt(publications.publishedAt, day.to)),
            eq(publications.status, 'publishing'),
            // Handed to WordPress, going live that day.
            and(eq(publications.status, 'scheduled'), eq(publications.scheduledBy, 'blog'), isNotNull(publications.remoteId), gte(publications.publishAt, day.from), lt(publications.publishAt, day.to)),
          ),
        ),
      );
    if (n >= cap && byBlog) return fail(M.dailyCapOnDay(cap));
    if (n >= cap) {
      // The cap holds the post for the next KST day instead of flooding the site.
      await db.transaction(async (tx) => {
        const [next] = await tx
          .update(publications)
          .set({ status: 'scheduled', round: sql`${publications.round} + 1`, nextAttemptAt: day.to, error: M.dailyCapReached(cap), updatedAt: now })
          .where(and(eq(publications.id, pub.id), eq(publications.round, round)))
          .returning({ round: publications.round });
        if (next)
          await enqueueJob(tx, PUBLISH_JOB, {
            key: publishJobKey(pub.id, next.round),
            runAt: day.to,
            payload: { publicationId: pub.id, round: next.round },
            maxAttempts: PUBLISH_MAX_ATTEMPTS,
          });
      });
      return;
    }
  }

  const claimed = await db
    .update(publications)
    .set({ status: 'publishing', attempts: sql`${publications.attempts} + 1`, updatedAt: now })
    .where(and(eq(publications.id, pub.id), eq(publications.round, round), inArray(publications.status, ['scheduled', 'publishing'])))
    .returning({ id: publications.id });
  if (!claimed.length) return;

  const [post] = await db
    .select({ title: generations.title, keyword: generations.keyword, content: generations.content })
    .from(generations)
    .where(eq(generations.id, pub.generationId));
  if (!post) return fail(M.generationNotFound);

  // Recorded the moment the blog answers: from then on no try posts again.
  const record = (remote: RemotePost) =>
    db.update(publications).set({ remoteId: remote.id, remoteUrl: linkOf(remote.url), updatedAt: new Date() }).where(eq(publications.id, pub.id));

  try {
    const input = { pub, blog, settings: settings ?? null, post: { title: post.title || post.keyword, content: post.content }, now, record };
    const result = blog.kind === 'wordpress' ? await publishToWordpress(deps, input) : await publishToBlogger(deps, input);
    if (pub.scheduledBy === 'blog' && result.remoteStatus === 'future') {
      if (now.getTime() >= pub.publishAt.getTime()) throw new MissedSchedule(M.missedSchedule);
      return await handOver(deps, { pub, round, remote: result, now });
    }
    if (pub.scheduledBy === 'blog' && pub.postStatus !== 'draft' && result.remoteStatus !== 'publish') return fail(M.blogScheduleWithdrawn(result.remoteStatus));
    await db
      .update(publications)
      .set({ status: 'published', remoteId: result.id, remoteUrl: linkOf(result.url), publishedAt: pub.scheduledBy === 'blog' ? pub.publishAt : now, liveCheckedAt: result.live ? new Date() : null, error: result.live ? null : M.notLive, nextAttemptAt: null, updatedAt: new Date() })
      .where(ours);
  } catch (err) {
    const failure = classify(err);
    deps.logger.warn('publication try failed', { publicationId: pub.id, attempt, kind: failure.kind, error: failure.message });
    if (failure.kind === 'auth') {
      // Blogger's refresh token revoked or expired (invalid_grant): only reconnecting Google mends it.
      const reason = blog.kind === 'blogger' ? M.googleRevoked : M.unauthorized;
      await markBlogBroken(deps, blog, reason, now);
      return fail(reason);
    }
    if (failure.kind === 'forbidden') return fail(M.forbidden);
    if (failure.kind === 'temporary' && attempt < PUBLISH_MAX_ATTEMPTS) {
      const waitMs = publishBackoffMs(attempt);
      await db
        .update(publications)
        .set({ status: 'scheduled', nextAttemptAt: new Date(now.getTime() + waitMs), error: M.retrying(waitMs / 60_000, failure.message), updatedAt: new Date() })
        .where(ours);
      throw new RetryLater(failure.message);
    }
    return fail(failure.kind === 'temporary' ? M.gaveUp(failure.message) : failure.message);
  }
}
