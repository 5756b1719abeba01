import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GenerationDetail, HistoryItem } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

export const historyKeys = {
  all: ['history'] as const,
  list: (q: string) => ['history', 'list', { q }] as const,
  detail: (id: string) => ['history', 'detail', id] as const,
};

type Page = { items: HistoryItem[]; nextCursor: string | null };

export const fetchHistoryPage = (q: string, cursor: string | null) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const qs = params.toString();
  return apiFetch<Page>(`/api/generations${qs ? `?${qs}` : ''}`);
};

/** The owner's generations, newest first, a page at a time (keyset cursor). */
export const useHistory = (q: string) =>
  useInfiniteQuery({
    queryKey: historyKeys.list(q),
    queryFn: ({ pageParam }) => fetchHistoryPage(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useGenerationDetail = (id: string | null) =>
  useQuery({
    queryKey: historyKeys.detail(id ?? ''),
    queryFn: () => apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });

export const patchGeneration = (id: string, changes: { title?: string; content?: string }) =>
  apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
export const removeGeneration = (id: string) => apiFetch<{ success: boolean }>(`/api/generations/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const shareGeneration = (id: string) =>
  apiFetch<{ shareId: string; url: string }>(`/api/generations/${encodeURIComponent(id)}/share`, { method: 'POST', body: {} });
export const unshareGeneration = (id: string) => apiFetch<{ success: boolean }>(`/api/generations/${encodeURIComponent(id)}/share`, { method: 'DELETE' });
export const fetchShared = (shareId: string) =>
  apiFetch<{ title: string; content: string; keyword: string; createdAt: string }>(`/api/shared/${encodeURIComponent(shareId)}`);
