import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

/** The packages on sale, in their order (GET /api/credits/packages). */
export const usePackages = () =>
  useQuery({ queryKey: creditsKeys.packages, queryFn: () => call(api.credits.packages.$get(), { silent: true }), staleTime: 60_000 });
