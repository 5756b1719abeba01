import { api, call } from '@/lib/api';

export const removeFromList = (id: string, itemId: string) =>
  call(api.keywords.lists[':id'].items[':itemId'].$delete({ param: { id: encodeURIComponent(id), itemId: encodeURIComponent(itemId) } }));
