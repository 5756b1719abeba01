import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { reportKeys } from './reports-keys';

export const usePastReports = () => useQuery({ queryKey: reportKeys.list, queryFn: () => call(api.reports.$get()) });
