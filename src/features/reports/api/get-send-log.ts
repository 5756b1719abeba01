import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const useSendLog = () =>
  useQuery({
    queryKey: reportsKeys.adminLog,
    queryFn: () => call(api.admin['keyword-report'].log.$get()),
    retry: false,
    refetchInterval: 5000,
  });
