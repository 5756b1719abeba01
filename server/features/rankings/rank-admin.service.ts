import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { RankAdminStatus, RankSection } from '@contracts/rankings';
import type { Db } from '../../db/client';
import { rankBudgetDays, rankSearches, rankTargets } from '../../db/schema';
import type { Env } from '../../env';
import { enqueueJob } from '../../lib/job-queue';
import { openApiConfig } from '../keywords';
import { dueAtOnce } from './rank-targets.service';
import { seoulDay } from './rank-schedule';

export const RANK_ROUND_JOB = 'rankings.round';

const count = (n: unknown) => Number(n ?? 0);

/** What the admin page shows: today's calls against the budget, what is tracked, due and waiting, and failing searches. */
export async function rankAdminStatus(db: Db, env: Env, now: Date): Promise<RankAdminStatus> {
  const day = seoulDay(now);
  const [[budget], [tracked], [waiting], [due], failing] = await Promise.all([
    db.select({ spent: rankBudgetDays.spent }).from(rankBudgetDays).where(eq(rankBudgetDays.day, day)),
    db.select({ n: sql<number>`count(*)::int` }).from(rankTargets).where(eq(rankTargets.status, 'active')),
    db.select({ n: sql<number>`count(*)::int` }).from(rankTargets).where(and(eq(rankTargets.status, 'active'), isNotNull(rankTargets.waitingSince))),
    db.select({ n: sql<number>`count(*)::int` }).from(rankTargets).where(and(eq(rankTargets.status, 'active'), lte(rankTargets.nextCheckAt, now))),
    db.select().from(rankSearches).where(and(eq(rankSearches.day, day), eq(rankSearches.status, 'failed'))).limit(20),
  ]);
  return {
    available: openApiConfig(env, 'search') !== null,
    day,
    budget: env.RANK_CHECK_DAILY_BUDGET,
    spent: count(budget?.spent),
    tracked: count(tracked?.n),
    waiting: count(waiting?.n),
    due: count(due?.n),
    failing: failing.map((f) => ({ keyword: f.keywordKey, section: f.section as RankSection, error: f.error, retryAt: f.retryAt?.toISOString() ?? null })),
  };
}

/** An admin's '지금 한 바퀴 확인': a job that checks everything due today, out of the same daily budget. */
export async function startRound(db: Db, now: Date) {
  await enqueueJob(db, RANK_ROUND_JOB, { key: `${RANK_ROUND_JOB}:${now.getTime()}`, runAt: dueAtOnce(now), maxAttempts: 3 });
}
