import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

/** Creates the order on the server first; the amount comes from the package there. */
export const createOrder = (packageId: string) => call(api.credits.orders.$post({ json: { packageId } }));

export const useCreateOrder = mutationHook(createOrder);
