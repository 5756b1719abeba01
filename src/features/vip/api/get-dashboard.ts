import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

export const useVipDashboard = () => useQuery({ queryKey: vipKeys.dashboard, queryFn: () => call(api.vip.dashboard.$get()) });
