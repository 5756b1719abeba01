import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const removeCategory = (id: string) => call(api.admin['keyword-report'].categories[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const useRemoveCategory = mutationHook(removeCategory);
