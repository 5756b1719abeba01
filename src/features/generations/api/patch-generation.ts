import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const patchGeneration = ({ id, changes }: { id: string; changes: { title?: string; content?: string } }) =>
  call(api.generations[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: changes }));

export const usePatchGeneration = mutationHook(patchGeneration);
