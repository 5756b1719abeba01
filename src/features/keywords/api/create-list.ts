import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const createList = (name: string) => call(api.keywords.lists.$post({ json: { name } }));

export const useCreateList = mutationHook(createList);
