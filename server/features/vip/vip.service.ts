import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CalendarEntry, VipDashboard, VipProfile, VipProfileInput } from '@contracts/vip';
import type { Db } from '../../db/client';
import { creditItems, usageEvents, vipProfiles } from '../../db/schema';
import type { UserRow } from '../accounts';
import { assertBlogTarget, automationCalendar, recentRunProblems } from '../automations';
import { readWallet } from '../credits';
import { listBlogConnections } from '../publishing';
import { resolveTemplate } from '../prompts';
import { kstMonthOf, monthRange } from './kst-month';
import { failedPublications, publicationEntries, waitingPacks } from './publication-entries';

/** The member's VIP defaults, with the blogs they can choose from. */
export async function readVipProfile(db: Db, user: UserRow): Promise<VipProfile> {
  const [[row], blogs] = await Promise.all([db.select().from(vipProfiles).where(eq(vipProfiles.userId, user.id)), listBlogConnections(db, user.id)]);
  return {
    defaultBlogId: row?.defaultBlogId ?? null,
    defaultTemplateId: row?.defaultTemplateId ?? null,
    notificationEmail: row?.notificationEmail ?? null,
    accountEmail: user.email,
    blogs: blogs.map((b) => ({ id: b.id, name: b.name, kind: b.kind, status: b.status })),
  };
}

/** Saves the defaults after checking the template and the blog are the member's own. */
export async function saveVipProfile(db: Db, user: UserRow, input: VipProfileInput): Promise<VipProfile> {
  await resolveTemplate(db, { kind: 'user', userId: user.id }, input.defaultTemplateId);
  if (input.defaultBlogId) await assertBlogTarget(db, user.id, input.defaultBlogId);
  const values = { ...input, updatedAt: new Date() };
  await db.insert(vipProfiles).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: vipProfiles.userId, set: values });
  return readVipProfile(db, user);
}

/** The calendar of one KST month: publications, and automation runs (logged and planned). */
export async function vipCalendar(db: Db, userId: string, month: string, now = new Date()): Promise<CalendarEntry[]> {
  const { from, to } = monthRange(month);
  const [runs, posts] = await Promise.all([automationCalendar(db, userId, from, to, now), publicationEntries(db, userId, from, to)]);
  return [...runs, ...posts.map(({ error: _error, ...entry }) => entry)].sort((a, b) => a.at.localeCompare(b.at));
}

const SPEND_REASONS = ['generation', 'keyword_lookup', 'image', 'refund'];

/** This KST month's usage per counter and in credits, net of refunds. */
async function monthUsage(db: Db, userId: string, from: Date, to: Date) {
  const counters = await db
    .select({ counter: usageEvents.counter, used: sql<number>`coalesce(-sum(${usageEvents.delta}), 0)::int` })
    .from(usageEvents)
    .where(and(eq(usageEvents.ownerUserId, userId), gte(usageEvents.createdAt, from), lt(usageEvents.createdAt, to)))
    .groupBy(usageEvents.counter);
  const [credits] = await db
    .select({ used: sql<number>`coalesce(-sum(${creditItems.amount}), 0)::int` })
    .from(creditItems)
    .where(and(eq(creditItems.userId, userId), inArray(creditItems.reason, SPEND_REASONS), gte(creditItems.created, from), lt(creditItems.created, to)));
  const of = (c: string) => Math.max(0, counters.find((r) => r.counter === c)?.used ?? 0);
  return { gen: of('gen'), img: of('img'), adv: of('adv'), credits: Math.max(0, credits?.used ?? 0) };
}

export async function vipDashboard(db: Db, userId: string, now = new Date()): Promise<VipDashboard> {
  const month = kstMonthOf(now);
  const { from, to } = monthRange(month);
  const soon = new Date(now.getTime() + 14 * 86_400_000);
  const [usage, wallet, comingRuns, comingPosts, runProblems, postFailures, waiting] = await Promise.all([
    monthUsage(db, userId, from, to),
    readWallet(db, userId),
    automationCalendar(db, userId, now, soon, now),
    publicationEntries(db, userId, new Date(now.getTime() - 3_600_000), soon),
    recentRunProblems(db, userId),
    failedPublications(db, userId),
    waitingPacks(db, userId),
  ]);
  const coming = [...comingRuns.filter((e) => e.planned), ...comingPosts.filter((e) => e.planned).map(({ error: _error, ...e }) => e)].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  const failures = [...runProblems, ...postFailures].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 8);
  return {
    month,
    usage,
    wallet: wallet ?? { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
    upcoming: coming.slice(0, 8),
    failures,
    waiting,
  };
}

