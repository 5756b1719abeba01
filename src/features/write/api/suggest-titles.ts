import type { GenerationInputDraft } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

/** Five title ideas for the keyword (a cheap call: nothing is spent). */
export const suggestTitles = (input: GenerationInputDraft) =>
  apiFetch<{ titles: string[]; offline: boolean }>('/api/generations/titles', { method: 'POST', body: input });
