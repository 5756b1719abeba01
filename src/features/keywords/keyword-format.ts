import { formatSeoul } from '@/lib/format-seoul';

/** When a figure was fetched, in Seoul time, as the keyword table and the trend chart both show it. */
export const fetchedAtLabel = (iso: string) => formatSeoul(iso, { dateStyle: 'medium', timeStyle: 'short' });
