import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { keywordsKeys } from './keywords-keys';

/** Twelve months of DataLab interest; fetched when asked, never stored. */
export const useTrend = (keyword: string | null) =>
  useQuery({
    queryKey: keywordsKeys.trend(keyword ?? ''),
    queryFn: () => call(api.keywords.trend.$get({ query: { keyword: keyword ?? '' } })),
    enabled: Boolean(keyword),
    staleTime: 10 * 60_000,
    retry: false,
  });
