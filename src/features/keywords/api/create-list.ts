import { api, call } from '@/lib/api';

export const createList = (name: string) => call(api.keywords.lists.$post({ json: { name } }));
