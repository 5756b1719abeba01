import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationDraft } from '@contracts/automations';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

export const updateAutomation = ({ id, input }: { id: string; input: AutomationDraft }) => call(api.automations[':id'].$put({ param: { id }, json: input }));

/** Saves an edited schedule (the server checks it as it checks a new one); the list refreshes. */
export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAutomation, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }) });
}
