import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { type AddRankTargetInput, CHECK_NOW_PER_DAY, rankingMessages, type RankingsList, SECTIONS_BY_PLATFORM, type UpdateRankTargetInput } from '@contracts/rankings';
import type { Db } from '../../db/client';
import { generations, rankCheckNowDays, rankTargets } from '../../db/schema';
import type { Env } from '../../env';
import { enqueueJob } from '../../lib/job-queue';
import { AppError } from '../../lib/app-error';
import { openApiConfig } from '../keywords';
import { keywordKey, platformOf, postUrlKey } from './post-url';
import { seoulDay } from './rank-schedule';
import { listTargetViews, targetView } from './rank-views';
import { rankMessages } from './rankings.messages';

export const RANK_NOW_JOB = 'rankings.now';

/** Due at once for the job runner, whose clock is the real one even when rank tracking's is moved in a test. */
export const dueAtOnce = (now: Date) => new Date(Math.min(now.getTime(), Date.now()));

/** How many URLs a member of `grade` may track by hand (RANK_MANUAL_URLS; a grade not listed: none). */
export function manualLimit(env: Pick<Env, 'RANK_MANUAL_URLS'>, grade: string): number {
  for (const part of env.RANK_MANUAL_URLS.split(',')) {
    const [name, n] = part.split(':').map((s) => s.trim());
    if (name === grade) return Number(n);
  }
  return 0;
}

const countManual = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rankTargets)
    .where(and(eq(rankTargets.userId, userId), eq(rankTargets.source, 'manual'), inArray(rankTargets.status, ['active', 'paused'])));
  return Number(row?.n ?? 0);
};

async function checkNowLeft(db: Db, userId: string, now: Date) {
  const [used] = await db
    .select({ used: rankCheckNowDays.used })
    .from(rankCheckNowDays)
    .where(and(eq(rankCheckNowDays.userId, userId), eq(rankCheckNowDays.day, seoulDay(now))));
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rankTargets)
    .where(and(eq(rankTargets.userId, userId), isNotNull(rankTargets.requestedAt)));
  return Math.max(0, CHECK_NOW_PER_DAY - (used?.used ?? 0) - Number(pending?.n ?? 0));
}

/** The member's tracked posts with what they may still do today. */
export async function listRankings(db: Db, env: Env, user: { id: string; grade: string }, now: Date): Promise<RankingsList> {
  const [targets, used, left] = await Promise.all([listTargetViews(db, user.id), countManual(db, user.id), checkNowLeft(db, user.id, now)]);
  return { targets, available: openApiConfig(env, 'search') !== null, manual: { used, limit: manualLimit(env, user.grade) }, checkNow: { left, limit: CHECK_NOW_PER_DAY } };
}

async function ownTarget(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(rankTargets).where(and(eq(rankTargets.id, id), eq(rankTargets.userId, userId)));
  if (!row) throw new AppError('RANK_TARGET_NOT_FOUND', rankMessages.notFound, 404);
  return row;
}

/**
 * Tracks a URL the member adds by hand, with its keyword (and, when given, the history post it is). Refused
 * with nothing changed: a non-http(s) URL, another member's post, a duplicate, or past the grade's limit.
 */
export async function addManualTarget(db: Db, env: Env, user: { id: string; grade: string }, input: AddRankTargetInput, now: Date) {
  const urlKey = postUrlKey(input.url);
  if (!urlKey) throw new AppError('RANK_URL_INVALID', rankingMessages.urlInvalid, 400);
  if (input.generationId) {
    const [post] = await db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.id, input.generationId), eq(generations.ownerUserId, user.id)));
    if (!post) throw new AppError('RANK_POST_NOT_FOUND', rankMessages.postNotFound, 404);
  }
  const limit = manualLimit(env, user.grade);
  if (limit <= 0) throw new AppError('RANK_MANUAL_NOT_ALLOWED', rankMessages.manualNotAllowed, 403);
  const key = keywordKey(input.keyword);
  const id = randomUUID();
  const platform = platformOf(input.url);
  await db.transaction(async (tx) => {
    // Counted under a lock on the member's row, so two adds at once cannot both take the last place.
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    if ((await countManual(tx, user.id)) >= limit) throw new AppError('RANK_MANUAL_LIMIT', rankMessages.manualLimit(limit), 409);
    const inserted = await tx
      .insert(rankTargets)
      .values({
        id,
        userId: user.id,
        generationId: input.generationId ?? null,
        url: input.url.trim(),
        urlKey,
        keyword: input.keyword.trim().replace(/\s+/g, ' '),
        keywordKey: key,
        platform,
        sections: [...SECTIONS_BY_PLATFORM[platform]],
        source: 'manual',
        startedAt: now,
        nextCheckAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: rankTargets.id });
    if (!inserted.length) throw new AppError('RANK_DUPLICATE', rankMessages.duplicate, 409);
  });
  return (await targetView(db, user.id, id)) as NonNullable<Awaited<ReturnType<typeof targetView>>>;
}

/** Pauses, resumes or stops one of the member's tracked posts; a resumed post is checked again at once. */
export async function updateTargetStatus(db: Db, env: Env, user: { id: string; grade: string }, id: string, { status }: UpdateRankTargetInput, now: Date) {
  const row = await ownTarget(db, user.id, id);
  if (row.status === 'ended') throw new AppError('RANK_ENDED', rankMessages.ended, 409);
  if (status === 'active' && row.status !== 'active' && row.source === 'manual' && row.status === 'stopped') {
    const limit = manualLimit(env, user.grade);
    if ((await countManual(db, user.id)) >= limit) throw new AppError('RANK_MANUAL_LIMIT', rankMessages.manualLimit(limit), 409);
  }
  if (row.status !== status) {
    await db
      .update(rankTargets)
      .set(status === 'active' ? { status, nextCheckAt: now, waitingSince: null, updatedAt: now } : { status, requestedAt: null, waitingSince: null, updatedAt: now })
      .where(and(eq(rankTargets.id, id), ne(rankTargets.status, 'ended')));
  }
  return (await targetView(db, user.id, id)) as NonNullable<Awaited<ReturnType<typeof targetView>>>;
}

/**
 * '지금 확인': queues a check of one post now, a few a day per member. It comes out of the same daily budget
 * and is counted only once done (a failed call costs the member nothing). A post read today is not read again.
 */
export async function requestCheckNow(db: Db, env: Env, userId: string, id: string, now: Date) {
  const row = await ownTarget(db, userId, id);
  if (!openApiConfig(env, 'search')) throw new AppError('RANK_UNAVAILABLE', rankMessages.unavailable, 503);
  if (row.status !== 'active') throw new AppError('RANK_NOT_ACTIVE', rankMessages.notActive, 409);
  if (row.lastCheckedDay === seoulDay(now)) throw new AppError('RANK_CHECKED_TODAY', rankMessages.checkedToday, 409);
  if (!row.requestedAt) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      if ((await checkNowLeft(tx, userId, now)) <= 0) throw new AppError('RANK_CHECK_NOW_LIMIT', rankMessages.checkNowLimit(CHECK_NOW_PER_DAY), 429);
      await tx.update(rankTargets).set({ requestedAt: now, nextCheckAt: now, updatedAt: now }).where(eq(rankTargets.id, id));
      await enqueueJob(tx, RANK_NOW_JOB, { key: `${RANK_NOW_JOB}:${id}:${now.getTime()}`, payload: { targetId: id }, runAt: dueAtOnce(now), maxAttempts: 3 });
    });
  }
  return (await targetView(db, userId, id)) as NonNullable<Awaited<ReturnType<typeof targetView>>>;
}

export { ownTarget };
