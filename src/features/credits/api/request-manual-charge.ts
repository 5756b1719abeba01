import { mutationHook } from '@/lib/mutation';
import { api, call } from '@/lib/api';

export const requestManualCharge = (input: { packageId: string; depositorName: string }) => call(api.credits['manual-charges'].$post({ json: input }));

export const useRequestManualCharge = mutationHook(requestManualCharge);
