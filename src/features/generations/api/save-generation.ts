import { api, call } from '@/lib/api';

export const saveGeneration = (id: string, changes: { title?: string; content?: string }) =>
  call(api.generations[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: changes }));
