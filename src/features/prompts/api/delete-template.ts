import { api, call } from '@/lib/api';

export const deleteTemplate = (id: string) => call(api.prompts[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
