import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportKeys } from './reports-keys';

export const useSubscribers = () =>
  useQuery({
    queryKey: [...reportKeys.admin, 'subscribers'],
    queryFn: () => call(api.admin['keyword-report'].subscribers.$get()),
    retry: false,
  });
