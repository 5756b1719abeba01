import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationDraft } from '@contracts/automations';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

export const createAutomation = (input: AutomationDraft) => call(api.automations.$post({ json: input }));

export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAutomation, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }) });
}
