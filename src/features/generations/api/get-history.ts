import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { historyKeys } from './history-keys';

export const fetchHistoryPage = (q: string, cursor: string | null) =>
  call(api.generations.$get({ query: { q: q || undefined, cursor: cursor ?? undefined } }));

/** The owner's generations, newest first, a page at a time (keyset cursor). */
export const useHistory = (q: string) =>
  useInfiniteQuery({
    queryKey: historyKeys.list(q),
    queryFn: ({ pageParam }) => fetchHistoryPage(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
