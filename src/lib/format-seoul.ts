import { SEOUL_TIME_ZONE } from '@contracts/seoul-time';

export { SEOUL_TIME_ZONE };

const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats an ISO time in Korean, in Seoul time; formatters are built once per style. */
export function formatSeoul(iso: string, style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>) {
  const key = `${style.dateStyle ?? ''}|${style.timeStyle ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, ...style });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
