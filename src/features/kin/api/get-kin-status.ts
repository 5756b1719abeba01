import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { kinKeys } from './kin-keys';

/** Whether the service can search 지식iN, and which settings are missing when it cannot. */
export const useKinStatus = () => useQuery({ queryKey: kinKeys.status, queryFn: () => call(api.kin.status.$get(), { silent: true }), staleTime: 5 * 60_000 });
