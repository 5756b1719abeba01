import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const useAdminCategories = () =>
  useQuery({ queryKey: reportsKeys.adminCategories, queryFn: () => call(api.admin['keyword-report'].categories.$get()), retry: false });
