import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRIEF_CACHE_HOURS } from '@contracts/research';
import { api, call } from '@/lib/api';
import { researchKeys } from './research-keys';

/** What Naver shows for a keyword (the server shares one brief per keyword for a day); `signal` drops the request. */
const fetchResearchBrief = (keyword: string, signal?: AbortSignal) =>
  call(api.research.brief.$get({ query: { keyword } }, signal ? { init: { signal } } : {}), { silent: true });

export const researchBriefQuery = (keyword: string) =>
  queryOptions({
    queryKey: researchKeys.brief(keyword),
    queryFn: ({ signal }) => fetchResearchBrief(keyword, signal),
    // The server keeps a brief a day; within a page's life one fetch per keyword is enough.
    staleTime: BRIEF_CACHE_HOURS * 3_600_000,
    retry: false,
  });

/** The brief of `keyword`, fetched once it is set (null: nothing asked yet). */
export const useResearchBrief = (keyword: string | null) => useQuery({ ...researchBriefQuery(keyword ?? ''), enabled: Boolean(keyword) });
