import { useQuery } from '@tanstack/react-query';
import type { GenerationDetail } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';
import { historyKeys } from './history-keys';

export const useGenerationDetail = (id: string | null) =>
  useQuery({
    queryKey: historyKeys.detail(id ?? ''),
    queryFn: () => apiFetch<GenerationDetail>(`/api/generations/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
