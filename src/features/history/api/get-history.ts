import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';
import { historyKeys } from './history-keys';

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
