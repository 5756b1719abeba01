import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportsKeys } from './reports-keys';

export const usePastReports = () => useQuery({ queryKey: reportsKeys.list, queryFn: () => call(api.reports.$get()) });
