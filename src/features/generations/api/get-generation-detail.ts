import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { historyKeys } from './history-keys';

export const useGenerationDetail = (id: string | null) =>
  useQuery({
    queryKey: historyKeys.detail(id ?? ''),
    queryFn: () => call(api.generations[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } })),
    enabled: Boolean(id),
  });
