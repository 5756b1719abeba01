import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

export const useVipProfile = () => useQuery({ queryKey: vipKeys.profile, queryFn: () => call(api.vip.profile.$get()) });
