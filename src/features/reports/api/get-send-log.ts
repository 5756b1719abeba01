import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportKeys } from './reports-keys';

export const useSendLog = () =>
  useQuery({
    queryKey: [...reportKeys.admin, 'log'],
    queryFn: () => call(api.admin['keyword-report'].log.$get()),
    retry: false,
    refetchInterval: 5000,
  });
