import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { rankingKeys } from './rankings-keys';

export const useRankAdminStatus = () => useQuery({ queryKey: rankingKeys.admin, queryFn: () => call(api.admin.rankings.$get()), refetchInterval: 10_000 });

/** An admin's '지금 한 바퀴 확인'. */
export function useStartRound() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => call(api.admin.rankings.round.$post()), onSuccess: (status) => qc.setQueryData(rankingKeys.admin, status) });
}
