import { api, call } from '@/lib/api';

export const addToList = (id: string, keyword: string, totalSearches: number | null) =>
  call(api.keywords.lists[':id'].items.$post({ param: { id: encodeURIComponent(id) }, json: { keyword, totalSearches } }));
