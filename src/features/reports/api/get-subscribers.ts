import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const useSubscribers = () =>
  useQuery({
    queryKey: [...reportKeys.admin, 'subscribers'],
    queryFn: () => apiFetch<{ subscribers: { id: string; email: string; name: string; verified: boolean; categoryIds: string[] }[] }>('/api/admin/keyword-report/subscribers'),
    retry: false,
  });
