import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

export const getPricing = () => call(api.pricing.$get());

export const pricingQuery = { queryKey: creditsKeys.pricing, queryFn: getPricing, staleTime: 10 * 60_000 };

/** Credit prices from the server's settings (shown before a member at 0 spends credits). */
export const usePricing = (enabled = true) => useQuery({ ...pricingQuery, enabled });
