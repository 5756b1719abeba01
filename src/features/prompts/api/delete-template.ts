import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const deleteTemplate = (id: string) => call(api.prompts[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const useDeleteTemplate = mutationHook(deleteTemplate);
