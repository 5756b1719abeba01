import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const deleteList = (id: string) => call(api.keywords.lists[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const useDeleteList = mutationHook(deleteList);
