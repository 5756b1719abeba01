import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { historyKeys } from './history-keys';

export const fetchHistoryPage = (q: string, cursor: string | null) =>
  call(api.generations.$get({ query: { q: q || undefined, cursor: cursor ?? undefined } }));

/**
 * The owner's generations, newest first, a page at a time (keyset cursor). Asked once the session is known: a first
 * visit has no visitor yet (the session sync makes one), and the list would answer 401.
 */
export const useHistory = (q: string) =>
  useInfiniteQuery({
    enabled: useAuthStore((s) => s.status === 'ready'),
    queryKey: historyKeys.list(q),
    queryFn: ({ pageParam }) => fetchHistoryPage(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
