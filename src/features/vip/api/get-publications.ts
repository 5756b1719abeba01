import { useQuery } from '@tanstack/react-query';
import type { PublicationStatus } from '@contracts/publishing';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

export type PublicationFilter = { status?: PublicationStatus; blogId?: string };

export const useVipPublications = (filter: PublicationFilter) =>
  useQuery({ queryKey: vipKeys.publications(filter), queryFn: () => call(api.vip.publications.$get({ query: filter })) });
