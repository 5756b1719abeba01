import { api, call } from '@/lib/api';

export const removeGeneration = (id: string) => call(api.generations[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
