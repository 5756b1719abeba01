import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const useReportSettings = () => useQuery({ queryKey: reportsKeys.settings, queryFn: () => call(api.reports.settings.$get()) });
