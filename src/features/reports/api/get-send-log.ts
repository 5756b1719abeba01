import { useQuery } from '@tanstack/react-query';
import type { RunLogItem, SendLogItem } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const useSendLog = () =>
  useQuery({
    queryKey: [...reportKeys.admin, 'log'],
    queryFn: () => apiFetch<{ runs: RunLogItem[]; sends: SendLogItem[] }>('/api/admin/keyword-report/log'),
    retry: false,
    refetchInterval: 5000,
  });
