import { KST_OFFSET_HOURS } from '@contracts/accounts';

const KST_MS = KST_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The latest weekly slot at or before `now`: weekday `weekday` (0 = Sunday) at `hourKst` in Seoul,
 * as a UTC instant.
 */
export function latestSlot(now: Date, weekday: number, hourKst: number): Date {
  const kst = new Date(now.getTime() + KST_MS);
  const todaySlot = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), hourKst) - KST_MS;
  let back = (kst.getUTCDay() - weekday + 7) % 7;
  if (back === 0 && now.getTime() < todaySlot) back = 7;
  return new Date(todaySlot - back * DAY_MS);
}

/** The next slot after `now`. */
export const nextSlot = (now: Date, weekday: number, hourKst: number) => new Date(latestSlot(now, weekday, hourKst).getTime() + 7 * DAY_MS);
