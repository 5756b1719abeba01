import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRankTargetInput, UpdateRankTargetInput } from '@contracts/rankings';
import { api, call } from '@/lib/api';
import { rankingKeys } from './rankings-keys';

const refresh = (qc: ReturnType<typeof useQueryClient>) => qc.invalidateQueries({ queryKey: rankingKeys.all });

/** Tracks a URL by hand. */
export function useAddRankTarget() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: AddRankTargetInput) => call(api.rankings.$post({ json: input })), onSuccess: () => refresh(qc) });
}

/** Pauses, resumes or stops one tracked post. */
export function useUpdateRankTarget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateRankTargetInput & { id: string }) => call(api.rankings[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => refresh(qc),
  });
}

/** '지금 확인'. */
export function useCheckNow() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: string) => call(api.rankings[':id'].check.$post({ param: { id } })), onSuccess: () => refresh(qc) });
}
