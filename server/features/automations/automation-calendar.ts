import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { RUN_STATUS_LABELS, type AutomationRunStatus } from '@contracts/automations';
import type { CalendarEntry } from '@contracts/vip';
import type { Db } from '../../db/client';
import { automationRuns, automations } from '../../db/schema';
import { slotsBetween } from './automation-schedule';

const runLink = (generationId: string | null) => (generationId ? `/history?id=${generationId}` : '/automation');

/**
 * The member's automation runs between `from` and `to` for the VIP calendar: what the run log holds,
 * and the slots still to come of active schedules (planned).
 */
export async function automationCalendar(db: Db, userId: string, from: Date, to: Date, now: Date): Promise<CalendarEntry[]> {
  const runs = await db
    .select({ run: automationRuns, name: automations.name })
    .from(automationRuns)
    .innerJoin(automations, eq(automations.id, automationRuns.automationId))
    .where(and(eq(automationRuns.userId, userId), gte(automationRuns.slot, from), lt(automationRuns.slot, to)))
    .orderBy(automationRuns.slot);
  const logged: CalendarEntry[] = runs.map(({ run, name }) => ({
    kind: 'automation',
    at: run.slot.toISOString(),
    title: run.keyword ? `${name} · ${run.keyword}` : name,
    status: RUN_STATUS_LABELS[run.status as AutomationRunStatus],
    planned: false,
    link: runLink(run.generationId),
  }));
  const active = await db.select().from(automations).where(and(eq(automations.userId, userId), eq(automations.paused, false)));
  const start = new Date(Math.max(from.getTime() - 1, now.getTime()));
  const ran = new Set(runs.map(({ run }) => `${run.automationId}@${run.slot.getTime()}`));
  const planned: CalendarEntry[] = active.flatMap((a) =>
    slotsBetween(a, start, new Date(to.getTime() - 1))
      .filter((slot) => !ran.has(`${a.id}@${slot.getTime()}`))
      .map((slot) => ({ kind: 'automation' as const, at: slot.toISOString(), title: a.name, status: '예정', planned: true, link: '/automation' })),
  );
  return [...logged, ...planned].sort((a, b) => a.at.localeCompare(b.at));
}

/** Recent runs that did not complete (failed, skipped, missed), newest first. */
export async function recentRunProblems(db: Db, userId: string, limit = 5): Promise<(CalendarEntry & { error: string | null })[]> {
  const rows = await db
    .select({ run: automationRuns, name: automations.name })
    .from(automationRuns)
    .innerJoin(automations, eq(automations.id, automationRuns.automationId))
    .where(and(eq(automationRuns.userId, userId), inArray(automationRuns.status, ['failed', 'skipped', 'missed'])))
    .orderBy(desc(automationRuns.slot))
    .limit(limit);
  return rows.map(({ run, name }) => ({
    kind: 'automation',
    at: run.slot.toISOString(),
    title: run.keyword ? `${name} · ${run.keyword}` : name,
    status: RUN_STATUS_LABELS[run.status as AutomationRunStatus],
    planned: false,
    link: '/automation',
    error: run.error,
  }));
}
