import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const useReport = (id: string | null) =>
  useQuery({ queryKey: reportKeys.one(id ?? ''), queryFn: () => apiFetch<{ id: string; subject: string; html: string }>(`/api/reports/${encodeURIComponent(id ?? '')}`), enabled: Boolean(id) });
