import { KST_OFFSET_HOURS } from '@contracts/accounts';

// DataLab periods are Seoul calendar dates; a window ends at the last period that is over, so the
// newest point is never a week or month that has only just begun.

const DAY_MS = 86_400_000;
const iso = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The Seoul (KST) calendar date of an instant, as yyyy-MM-dd. */
export const seoulDate = (now: Date) => new Date(now.getTime() + KST_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

export type DateWindow = { startDate: string; endDate: string };

/** The last `weeks` whole Monday–Sunday weeks in Seoul before `now` (DataLab weeks start on Monday). */
export function lastCompleteWeeks(now: Date, weeks: number): DateWindow {
  const today = Date.parse(`${seoulDate(now)}T00:00:00Z`);
  const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return { startDate: iso(thisMonday - weeks * 7 * DAY_MS), endDate: iso(thisMonday - DAY_MS) };
}

/** The last `months` whole calendar months in Seoul before `now`. */
export function lastCompleteMonths(now: Date, months: number): DateWindow {
  const [year, month] = seoulDate(now).split('-').map(Number) as [number, number];
  const thisMonth = Date.UTC(year, month - 1, 1);
  return { startDate: iso(Date.UTC(year, month - 1 - months, 1)), endDate: iso(thisMonth - DAY_MS) };
}
