import { api, call } from '@/lib/api';

export const deleteList = (id: string) => call(api.keywords.lists[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
