import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { keywordKeys } from './keywords-keys';

/** Twelve months of DataLab interest; fetched when asked, never stored. */
export const useTrend = (keyword: string | null) =>
  useQuery({
    queryKey: keywordKeys.trend(keyword ?? ''),
    queryFn: () => call(api.keywords.trend.$get({ query: { keyword: keyword ?? '' } })),
    enabled: Boolean(keyword),
    staleTime: 10 * 60_000,
    retry: false,
  });
