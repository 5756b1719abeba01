import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

/** The member's recent orders: payments, virtual accounts waiting for deposit, bank transfers. */
export const useOrders = () => useQuery({ queryKey: creditsKeys.orders, queryFn: () => call(api.credits.orders.$get(), { silent: true }) });
