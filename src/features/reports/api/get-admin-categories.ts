import { useQuery } from '@tanstack/react-query';
import type { ReportCategory } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const useAdminCategories = () =>
  useQuery({ queryKey: [...reportKeys.admin, 'categories'], queryFn: () => apiFetch<{ categories: ReportCategory[] }>('/api/admin/keyword-report/categories'), retry: false });
