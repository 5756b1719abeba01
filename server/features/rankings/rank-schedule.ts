import { createHash } from 'node:crypto';
import { RANK_PAGE_SIZE, RANK_SCHEDULE } from '@contracts/rankings';
import { KST_OFFSET_MS } from '@contracts/seoul-time';

const DAY_MS = 86_400_000;

/** The Seoul calendar day of an instant, as YYYY-MM-DD. */
export const seoulDay = (at: Date) => new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Seoul day begins. */
export const seoulDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** How far into its Seoul day an instant is, 0 to 1. */
export const dayFraction = (at: Date) => ((at.getTime() + KST_OFFSET_MS) % DAY_MS) / DAY_MS;

/**
 * The minute of the Seoul day a keyword's checks are due: spread over the day by a hash of the keyword, so
 * the checks are not all at midnight and every post with one keyword comes due together (one search).
 */
export function keywordMinute(keywordKey: string): number {
  return createHash('sha256').update(keywordKey).digest().readUInt32BE(0) % 1440;
}

export type Phase = 'daily' | 'every-3-days' | 'weekly';

/** The phase of a post `age` days after tracking began: daily for 14 days, every 3 days to 90, then weekly. */
export function phaseAt(age: number): Phase {
  if (age < RANK_SCHEDULE.dailyUntilDay) return 'daily';
  if (age < RANK_SCHEDULE.every3DaysUntilDay) return 'every-3-days';
  return 'weekly';
}
const STEP: Record<Phase, number> = { daily: 1, 'every-3-days': 3, weekly: 7 };

/**
 * When a post checked on `checkedDay` is due next, or why tracking ends: after 180 days, or past 90 days
 * when it was not in the top 100 (`inTop100` of the check just made).
 */
export function nextCheck(
  { startedDay, checkedDay, keywordKey, inTop100 }: { startedDay: string; checkedDay: string; keywordKey: string; inTop100: boolean },
): { at: Date; day: string } | { ended: 'age' | 'dropped' } {
  const age = daysBetween(startedDay, checkedDay);
  if (age >= RANK_SCHEDULE.stopAfterDay) return { ended: 'age' };
  if (phaseAt(age) === 'weekly' && !inTop100) return { ended: 'dropped' };
  const day = addDays(checkedDay, STEP[phaseAt(age)]);
  if (daysBetween(startedDay, day) >= RANK_SCHEDULE.stopAfterDay) return { ended: 'age' };
  return { day, at: new Date(seoulDayStart(day).getTime() + keywordMinute(keywordKey) * 60_000) };
}

/** True when a reading counts as 'in the top 100'. */
export const inTop100 = (position: number | null) => position !== null && position <= RANK_PAGE_SIZE;

/**
 * How many Search API calls the day's budget allows by `now`: in step with the day (so keywords due in the
 * evening still find budget left), plus an hour's share and a floor of 10 for first checks and '지금 확인'.
 */
export function pacedAllowance(budget: number, now: Date): number {
  const share = Math.floor(budget * dayFraction(now)) + Math.max(10, Math.ceil(budget / 24));
  return Math.min(budget, share);
}
