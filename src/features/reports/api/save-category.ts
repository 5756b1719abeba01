import type { CategoryInput } from '@contracts/reports';
import { api, call } from '@/lib/api';

const categories = api.admin['keyword-report'].categories;

export const saveCategory = (input: CategoryInput, id?: string) =>
  id ? call(categories[':id'].$put({ param: { id: encodeURIComponent(id) }, json: input })) : call(categories.$post({ json: input }));
