import { useQuery } from '@tanstack/react-query';
import type { GenerationDetail, HistoryItem } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';
import { imagesKeys } from './images-keys';

/** The member's latest history posts, to pick one for suggestions or an insert. */
export const usePosts = (enabled: boolean) =>
  useQuery({
    queryKey: imagesKeys.posts(),
    queryFn: () => apiFetch<{ items: HistoryItem[]; nextCursor: string | null }>('/api/generations', { silent: true }),
    enabled,
  });

/** One post with its Markdown, for its H2 headings. */
export const usePost = (id: string) =>
  useQuery({
    queryKey: imagesKeys.post(id),
    queryFn: () => apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id)}`, { silent: true }),
    enabled: Boolean(id),
  });
