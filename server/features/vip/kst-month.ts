import { KST_OFFSET_MS } from '@contracts/seoul-time';

/** A KST month as UTC instants: from its first midnight (inclusive) to the next month's (exclusive). */
export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - KST_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - KST_OFFSET_MS) };
}
