import { api, call } from '@/lib/api';

export const removeCategory = (id: string) => call(api.admin['keyword-report'].categories[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
