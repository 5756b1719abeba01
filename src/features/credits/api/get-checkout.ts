import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

/** Toss's client key (null: online payment not connected) and the bank account for transfers. */
export const useCheckout = () =>
  useQuery({ queryKey: creditsKeys.checkout, queryFn: () => call(api.credits.checkout.$get(), { silent: true }), staleTime: 10 * 60_000 });
