import { useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const usePastReports = () => useQuery({ queryKey: reportKeys.list, queryFn: () => apiFetch<{ reports: ReportSummary[] }>('/api/reports') });
