import type { LookupReply } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';

/** One lookup: spends a keyword lookup unless the same seeds were looked up in the last 24 hours. */
export const lookupKeywords = (seeds: string[]) => apiFetch<LookupReply>('/api/keywords/lookup', { method: 'POST', body: { seeds } });
