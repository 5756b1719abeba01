import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const unshareGeneration = (id: string) => call(api.generations[':id'].share.$delete({ param: { id: encodeURIComponent(id) } }));

export const useUnshareGeneration = mutationHook(unshareGeneration);
