import { api, call } from '@/lib/api';

export const shareGeneration = (id: string) => call(api.generations[':id'].share.$post({ param: { id: encodeURIComponent(id) } }));
