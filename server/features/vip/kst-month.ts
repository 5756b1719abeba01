import { KST_OFFSET_MS } from '@contracts/accounts';

/** The KST month (YYYY-MM) that `at` falls in. */
export const kstMonthOf = (at: Date) => new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 7);

/** A KST month as UTC instants: from its first midnight (inclusive) to the next month's (exclusive). */
export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - KST_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - KST_OFFSET_MS) };
}
