import { KST_OFFSET_MS } from '@contracts/accounts';
import { MISSED_SLOT_WINDOW_HOURS } from '@contracts/automations';

const DAY_MS = 86_400_000;
export const MISSED_SLOT_WINDOW_MS = MISSED_SLOT_WINDOW_HOURS * 3_600_000;
/** How far back a tick looks for slots nobody recorded (a server down for longer logs at most a week of misses). */
export const LOOKBACK_MS = 7 * DAY_MS;

export type Schedule = { weekdays: number[]; time: string };

/** The slot of a KST calendar day (its midnight as a UTC day number) at `time`, as a UTC instant. */
function slotOn(kstDay: number, time: string) {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(kstDay * DAY_MS + hh * 3_600_000 + mm * 60_000 - KST_OFFSET_MS);
}

/** The schedule's slots `s` with from < s <= to, oldest first. Weekdays and times are Korea's. */
export function slotsBetween(schedule: Schedule, from: Date, to: Date): Date[] {
  const slots: Date[] = [];
  if (!schedule.weekdays.length || to <= from) return slots;
  const firstDay = Math.floor((from.getTime() + KST_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((to.getTime() + KST_OFFSET_MS) / DAY_MS);
  for (let day = firstDay; day <= lastDay; day += 1) {
    // Day 0 (1970-01-01) was a Thursday: (day + 4) % 7 is its weekday, 0 = Sunday.
    if (!schedule.weekdays.includes((day + 4) % 7)) continue;
    const slot = slotOn(day, schedule.time);
    if (slot > from && slot <= to) slots.push(slot);
  }
  return slots;
}

/** The first slot after `after`, or null for a schedule without weekdays. */
export function nextSlot(schedule: Schedule, after: Date): Date | null {
  return slotsBetween(schedule, after, new Date(after.getTime() + 8 * DAY_MS))[0] ?? null;
}

/** Whether a slot nobody ran yet may still run at `now`, or must be logged as missed. */
export const stillRunnable = (slot: Date, now: Date) => now.getTime() - slot.getTime() < MISSED_SLOT_WINDOW_MS;
