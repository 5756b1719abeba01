import type { GenerationDetail, GenerationInputDraft } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

/** Five title ideas for the keyword (a cheap call: nothing is spent). */
export const suggestTitles = (input: GenerationInputDraft) =>
  apiFetch<{ titles: string[]; offline: boolean }>('/api/generations/titles', { method: 'POST', body: input });

/** Rewrites one section of a saved post; answers its new Markdown. */
export const rewriteSection = (id: string, heading: string, content: string) =>
  apiFetch<{ markdown: string }>(`/api/generations/${encodeURIComponent(id)}/section`, { method: 'POST', body: { heading, content } });

export const saveGeneration = (id: string, changes: { title?: string; content?: string }) =>
  apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
