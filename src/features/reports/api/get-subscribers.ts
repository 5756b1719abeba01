import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const useSubscribers = () =>
  useQuery({
    queryKey: reportsKeys.adminSubscribers,
    queryFn: () => call(api.admin['keyword-report'].subscribers.$get()),
    retry: false,
  });
