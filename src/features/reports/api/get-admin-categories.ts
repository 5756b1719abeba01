import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportKeys } from './reports-keys';

export const useAdminCategories = () =>
  useQuery({ queryKey: [...reportKeys.admin, 'categories'], queryFn: () => call(api.admin['keyword-report'].categories.$get()), retry: false });
