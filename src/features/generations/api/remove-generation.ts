import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const removeGeneration = (id: string) => call(api.generations[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const useRemoveGeneration = mutationHook(removeGeneration);
