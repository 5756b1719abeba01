import { useQuery } from '@tanstack/react-query';
import type { ReportSettings } from '@contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './reports-keys';

export const useReportSettings = () => useQuery({ queryKey: reportKeys.settings, queryFn: () => apiFetch<ReportSettings>('/api/reports/settings') });
