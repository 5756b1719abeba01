import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  RANK_HISTORY_DAYS,
  type RankChange,
  type RankPoint,
  type RankPlatform,
  type RankReading,
  type RankSection,
  type RankTargetStatus,
  type RankTargetView,
} from '@contracts/rankings';
import { type Db, queryRows } from '../../db/client';
import { generations, rankChecks, rankTargets } from '../../db/schema';
import { addDays, seoulDay } from './rank-schedule';

// What members see of their tracked posts: the list with each list's latest reading and the best so far,
// a post's 30 days, and this week's movers for the /vip dashboard and the weekly mail.

type TargetRow = typeof rankTargets.$inferSelect & { title: string | null };

export async function readTargets(db: Db, userId: string, where?: ReturnType<typeof eq>): Promise<TargetRow[]> {
  return db
    .select({ target: rankTargets, title: generations.title })
    .from(rankTargets)
    .leftJoin(generations, eq(generations.id, rankTargets.generationId))
    .where(and(eq(rankTargets.userId, userId), where))
    .orderBy(desc(rankTargets.startedAt), desc(rankTargets.id))
    .then((rows) => rows.map((r) => ({ ...r.target, title: r.title })));
}

/** The newest reading of each list of each post. */
async function latestReadings(db: Db, ids: string[]): Promise<Map<string, RankReading[]>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{
    target_id: string;
    section: RankSection;
    day: string;
    position: number | null;
    depth: number;
    checked_at: string | Date;
    matched_url: string | null;
  }>(
    db,
    sql`select distinct on (target_id, section) target_id, section, day, position, depth, checked_at, matched_url
        from rank_checks where target_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        order by target_id, section, day desc`,
  );
  const out = new Map<string, RankReading[]>();
  for (const r of rows) {
    const reading: RankReading = {
      section: r.section,
      day: r.day,
      position: r.position,
      depth: r.depth,
      checkedAt: new Date(r.checked_at).toISOString(),
      matchedUrl: r.matched_url,
    };
    out.set(r.target_id, [...(out.get(r.target_id) ?? []), reading]);
  }
  return out;
}

export function toView(t: TargetRow, latest: RankReading[]): RankTargetView {
  return {
    id: t.id,
    source: t.source as RankTargetView['source'],
    publicationId: t.publicationId,
    generationId: t.generationId,
    title: t.title || t.keyword,
    url: t.url,
    keyword: t.keyword,
    platform: t.platform as RankPlatform,
    sections: t.sections,
    status: t.status as RankTargetStatus,
    endedReason: t.endedReason,
    startedAt: t.startedAt.toISOString(),
    nextCheckAt: t.status === 'active' ? (t.nextCheckAt?.toISOString() ?? null) : null,
    waiting: t.status === 'active' && (t.waitingSince !== null || t.lastCheckedDay === null),
    requested: t.requestedAt !== null,
    latest: t.sections.map((s) => latest.find((r) => r.section === s)).filter((r): r is RankReading => Boolean(r)),
    best: t.bestPosition !== null && t.bestSection && t.bestDay ? { section: t.bestSection as RankSection, position: t.bestPosition, day: t.bestDay } : null,
  };
}

/** The member's tracked posts, newest first, as the pages show them. */
export async function listTargetViews(db: Db, userId: string): Promise<RankTargetView[]> {
  const rows = await readTargets(db, userId);
  const latest = await latestReadings(db, rows.map((r) => r.id));
  return rows.map((r) => toView(r, latest.get(r.id) ?? []));
}

export async function targetView(db: Db, userId: string, id: string): Promise<RankTargetView | null> {
  const [row] = await readTargets(db, userId, eq(rankTargets.id, id));
  if (!row) return null;
  return toView(row, (await latestReadings(db, [id])).get(id) ?? []);
}

/** One post's readings of the last 30 Seoul days, oldest first (the chart). */
export async function rankPoints(db: Db, id: string, now: Date): Promise<RankPoint[]> {
  const from = addDays(seoulDay(now), -(RANK_HISTORY_DAYS - 1));
  const rows = await db
    .select({ day: rankChecks.day, section: rankChecks.section, position: rankChecks.position, depth: rankChecks.depth })
    .from(rankChecks)
    .where(and(eq(rankChecks.targetId, id), gte(rankChecks.day, from)))
    .orderBy(asc(rankChecks.day), asc(rankChecks.section));
  return rows.map((r) => ({ ...r, section: r.section as RankSection }));
}

/**
 * This week's movers: per post and list, the newest reading of the last 7 Seoul days against the one
 * before them (or the week's first), kept when it rose, fell, entered or left the pages read.
 */
export async function rankChanges(db: Db, userId: string, now: Date, limit = 20): Promise<RankChange[]> {
  const today = seoulDay(now);
  const weekStart = addDays(today, -6);
  const rows = await db
    .select({
      id: rankTargets.id,
      generationId: rankTargets.generationId,
      keyword: rankTargets.keyword,
      title: generations.title,
      input: generations.input,
      section: rankChecks.section,
      day: rankChecks.day,
      position: rankChecks.position,
    })
    .from(rankChecks)
    .innerJoin(rankTargets, eq(rankTargets.id, rankChecks.targetId))
    .leftJoin(generations, eq(generations.id, rankTargets.generationId))
    .where(and(eq(rankTargets.userId, userId), inArray(rankTargets.status, ['active', 'paused', 'ended']), gte(rankChecks.day, addDays(weekStart, -30))))
    .orderBy(asc(rankChecks.targetId), asc(rankChecks.section), asc(rankChecks.day));
  const series = new Map<string, typeof rows>();
  for (const r of rows) series.set(`${r.id}|${r.section}`, [...(series.get(`${r.id}|${r.section}`) ?? []), r]);
  const changes: (RankChange & { size: number })[] = [];
  for (const list of series.values()) {
    const inWeek = list.filter((r) => r.day >= weekStart && r.day <= today);
    const last = inWeek.at(-1);
    const base = list.filter((r) => r.day < weekStart).at(-1) ?? inWeek[0];
    if (!last || !base || base === last) continue;
    const [from, to] = [base.position, last.position];
    if (from === to) continue;
    const kind: RankChange['kind'] = from === null ? 'entered' : to === null ? 'dropped' : to < from ? 'rose' : 'fell';
    changes.push({
      targetId: last.id,
      generationId: last.generationId,
      title: last.title || last.keyword,
      keyword: last.keyword,
      section: last.section as RankSection,
      from,
      to,
      kind,
      input: (last.input as Record<string, unknown> | null) ?? null,
      size: from === null || to === null ? 1000 : Math.abs(to - from),
    });
  }
  return changes
    .sort((a, b) => b.size - a.size)
    .slice(0, limit)
    .map(({ size: _size, ...c }) => c);
}
