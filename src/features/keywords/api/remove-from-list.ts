import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const removeFromList = (id: string, itemId: string) =>
  call(api.keywords.lists[':id'].items[':itemId'].$delete({ param: { id: encodeURIComponent(id), itemId: encodeURIComponent(itemId) } }));

export const useRemoveFromList = mutationHook(({ listId, itemId }: { listId: string; itemId: string }) => removeFromList(listId, itemId));
