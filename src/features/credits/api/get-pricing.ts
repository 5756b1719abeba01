import { useQuery } from '@tanstack/react-query';
import type { Pricing } from '@contracts/credits';
import { apiFetch } from '@/lib/api-client';
import { creditsKeys } from './credits-keys';

export const getPricing = () => apiFetch<Pricing>('/api/pricing');

export const pricingQuery = { queryKey: creditsKeys.pricing, queryFn: getPricing, staleTime: 10 * 60_000 };

/** Credit prices from the server's settings (shown before a member at 0 spends credits). */
export const usePricing = (enabled = true) => useQuery({ ...pricingQuery, enabled });
