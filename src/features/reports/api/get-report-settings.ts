import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportKeys } from './reports-keys';

export const useReportSettings = () => useQuery({ queryKey: reportKeys.settings, queryFn: () => call(api.reports.settings.$get()) });
