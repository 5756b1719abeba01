import { KST_OFFSET_MS as KST_MS, SEOUL_TIME_ZONE } from '@contracts/seoul-time';

// Scheduled times are picked and shown in KST (UTC+9, no daylight saving) and sent as UTC.

/** A datetime-local value read as KST → ISO UTC. */
export const kstInputToIso = (value: string) => new Date(Date.parse(`${value}:00Z`) - KST_MS).toISOString();

/** An instant → a datetime-local value in KST (minutes). */
export const isoToKstInput = (iso: string | Date) => new Date(new Date(iso).getTime() + KST_MS).toISOString().slice(0, 16);

/** "2026. 11. 24. 오후 3:05" in Seoul time. */
export const formatKst = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
