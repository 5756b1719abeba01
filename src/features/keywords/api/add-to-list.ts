import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const addToList = (id: string, keyword: string, totalSearches: number | null) =>
  call(api.keywords.lists[':id'].items.$post({ param: { id: encodeURIComponent(id) }, json: { keyword, totalSearches } }));

export const useAddToList = mutationHook(({ listId, keyword, totalSearches }: { listId: string; keyword: string; totalSearches: number | null }) =>
  addToList(listId, keyword, totalSearches),
);
