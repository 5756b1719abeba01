import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RankSection } from '@contracts/rankings';
import type { Db } from '../../db/client';
import { rankChecks, rankTargets } from '../../db/schema';
import { inTop100, nextCheck, seoulDay } from './rank-schedule';

export type Reading = { targetId: string; section: RankSection; keyword: string; position: number | null; depth: number; matchedUrl: string | null };
type DueTarget = { id: string; userId: string; keywordKey: string; sections: RankSection[]; startedAt: Date; requested: boolean };

const CHUNK = 500;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Stores the readings (one row per post, list and day; a second writer of the same row changes nothing) and
 * moves each post on: a post with every list read today gets its next due time (or ends), its best rank and,
 * when a member asked for it, one '지금 확인' counted; a post still missing a list waits ('확인 대기').
 */
export async function finalizeTargets(
  db: Db,
  { due, readings, doneToday, today, now }: { due: DueTarget[]; readings: Reading[]; doneToday: Set<string>; today: string; now: Date },
): Promise<{ checked: number; waiting: number }> {
  for (const part of chunks(readings)) {
    await db
      .insert(rankChecks)
      .values(part.map((r) => ({ ...r, day: today, checkedAt: now })))
      .onConflictDoNothing();
  }
  const read = new Set([...doneToday, ...readings.map((r) => `${r.targetId}|${r.section}`)]);
  const complete = due.filter((t) => t.sections.every((s) => read.has(`${t.id}|${s}`)));
  const waiting = due.filter((t) => !complete.includes(t));

  // Today's readings as stored (another instance may have written some), for the best rank and the schedule.
  const todays = new Map<string, { position: number | null; section: string }[]>();
  for (const part of chunks(complete.map((t) => t.id))) {
    const rows = await db
      .select({ targetId: rankChecks.targetId, position: rankChecks.position, section: rankChecks.section })
      .from(rankChecks)
      .where(and(eq(rankChecks.day, today), inArray(rankChecks.targetId, part)));
    for (const r of rows) todays.set(r.targetId, [...(todays.get(r.targetId) ?? []), r]);
  }

  // '지금 확인' counts once it is done, once, for the member who asked (the row's request is cleared by one writer).
  const askedIds = complete.filter((t) => t.requested).map((t) => t.id);
  const cleared = askedIds.length
    ? await db
        .update(rankTargets)
        .set({ requestedAt: null })
        .where(and(inArray(rankTargets.id, askedIds), isNotNull(rankTargets.requestedAt)))
        .returning({ userId: rankTargets.userId })
    : [];
  const asked = new Map<string, number>();
  for (const { userId } of cleared) asked.set(userId, (asked.get(userId) ?? 0) + 1);
  for (const [userId, n] of asked) {
    await db.execute(sql`insert into rank_check_now_days (user_id, day, used) values (${userId}, ${today}, ${n})
      on conflict (user_id, day) do update set used = rank_check_now_days.used + ${n}`);
  }

  for (const part of chunks(complete)) {
    const values = part.map((t) => {
      const rows = todays.get(t.id) ?? [];
      const best = rows.filter((r) => r.position !== null).sort((a, b) => (a.position as number) - (b.position as number))[0];
      const next = nextCheck({
        startedDay: seoulDay(t.startedAt),
        checkedDay: today,
        keywordKey: t.keywordKey,
        inTop100: rows.some((r) => inTop100(r.position)),
      });
      const ended = 'ended' in next ? next.ended : null;
      return sql`(${t.id}::text, ${'at' in next ? next.at.toISOString() : null}::timestamptz, ${ended}::text, ${best?.position ?? null}::int, ${best?.section ?? null}::text)`;
    });
    await db.execute(sql`
      update rank_targets t set
        next_check_at = v.next_at,
        status = case when v.ended is null then t.status else 'ended' end,
        ended_reason = coalesce(v.ended, t.ended_reason),
        last_checked_day = ${today},
        waiting_since = null,
        best_section = case when v.pos is not null and (t.best_position is null or v.pos < t.best_position) then v.sec else t.best_section end,
        best_day = case when v.pos is not null and (t.best_position is null or v.pos < t.best_position) then ${today} else t.best_day end,
        best_position = case when v.pos is not null and (t.best_position is null or v.pos < t.best_position) then v.pos else t.best_position end,
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as v(id, next_at, ended, pos, sec)
      where t.id = v.id and t.status = 'active'`);
  }

  for (const part of chunks(waiting.map((t) => t.id))) {
    await db.execute(sql`update rank_targets set waiting_since = coalesce(waiting_since, ${now.toISOString()}::timestamptz)
      where id in (${sql.join(part.map((id) => sql`${id}`), sql`, `)}) and status = 'active'`);
  }
  return { checked: complete.length, waiting: waiting.length };
}
