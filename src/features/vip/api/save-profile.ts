import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipProfileInput } from '@contracts/vip';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

export const saveVipProfile = (input: { [K in keyof VipProfileInput]: VipProfileInput[K] | string }) => call(api.vip.profile.$put({ json: input }));

export function useSaveVipProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveVipProfile, onSuccess: (profile) => queryClient.setQueryData(vipKeys.profile, profile) });
}
