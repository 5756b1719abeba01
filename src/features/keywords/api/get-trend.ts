import { useQuery } from '@tanstack/react-query';
import type { TrendReply } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';
import { keywordKeys } from './keywords-keys';

/** Twelve months of DataLab interest; fetched when asked, never stored. */
export const useTrend = (keyword: string | null) =>
  useQuery({
    queryKey: keywordKeys.trend(keyword ?? ''),
    queryFn: () => apiFetch<TrendReply>(`/api/keywords/trend?keyword=${encodeURIComponent(keyword ?? '')}`),
    enabled: Boolean(keyword),
    staleTime: 10 * 60_000,
    retry: false,
  });
