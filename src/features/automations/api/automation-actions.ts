import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

export const pauseAutomation = (id: string) => call(api.automations[':id'].pause.$post({ param: { id } }));
export const resumeAutomation = (id: string) => call(api.automations[':id'].resume.$post({ param: { id } }));
export const runAutomationNow = (id: string) => call(api.automations[':id'].run.$post({ param: { id } }));
export const deleteAutomation = (id: string) => call(api.automations[':id'].$delete({ param: { id } }));

const actions = { pause: pauseAutomation, resume: resumeAutomation, run: runAutomationNow, remove: deleteAutomation };
export type AutomationAction = keyof typeof actions;

/** Pause, resume, run now or delete; the list and the run log are refetched after each. */
export function useAutomationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: AutomationAction; id: string }): Promise<void> => {
      await actions[action](id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}
