import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const shareGeneration = (id: string) => call(api.generations[':id'].share.$post({ param: { id: encodeURIComponent(id) } }));

export const useShareGeneration = mutationHook(shareGeneration);
