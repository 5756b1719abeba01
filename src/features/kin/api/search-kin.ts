import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { KIN_CACHE_MINUTES, KIN_PAGE_SIZE } from '@contracts/kin';
import { api, call } from '@/lib/api';
import { type KinSearchParams, kinKeys } from './kin-keys';

/** One page of 지식iN results (none while `params` is null); the server reuses an answer for 10 minutes, and so does the page. */
export const useKinSearch = (params: KinSearchParams | null) =>
  useQuery({
    queryKey: kinKeys.search(params ?? { q: '', sort: 'sim', start: 1 }),
    queryFn: () =>
      call(api.kin.search.$get({ query: { q: params?.q ?? '', sort: params?.sort ?? 'sim', start: String(params?.start ?? 1), display: String(KIN_PAGE_SIZE) } })),
    enabled: params !== null && params.q.trim() !== '',
    staleTime: KIN_CACHE_MINUTES * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
