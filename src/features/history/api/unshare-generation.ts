import { api, call } from '@/lib/api';

export const unshareGeneration = (id: string) => call(api.generations[':id'].share.$delete({ param: { id: encodeURIComponent(id) } }));
