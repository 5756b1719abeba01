import { formatSeoul } from '@/lib/seoul-time';

/** When a figure was fetched, in Seoul time, as the keyword table and the trend chart both show it. */
export const fetchedAtLabel = (iso: string) => formatSeoul(iso, { dateStyle: 'medium', timeStyle: 'short' });
