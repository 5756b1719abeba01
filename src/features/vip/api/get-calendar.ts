import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

export const useVipCalendar = (month: string) =>
  useQuery({ queryKey: vipKeys.calendar(month), queryFn: () => call(api.vip.calendar.$get({ query: { month } })), placeholderData: keepPreviousData });
