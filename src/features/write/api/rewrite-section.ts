import { apiFetch } from '@/lib/api-client';

/** Rewrites one section of a saved post; answers its new Markdown. */
export const rewriteSection = (id: string, heading: string, content: string) =>
  apiFetch<{ markdown: string }>(`/api/generations/${encodeURIComponent(id)}/section`, { method: 'POST', body: { heading, content } });
