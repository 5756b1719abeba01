import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const useReport = (id: string | null) =>
  useQuery({
    queryKey: reportsKeys.one(id ?? ''),
    queryFn: () => call(api.reports[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } })),
    enabled: Boolean(id),
  });
