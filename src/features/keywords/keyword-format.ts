/** When a figure was fetched, in Seoul time, as the keyword table and the trend chart both show it. */
export const fetchedAtLabel = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
