import type { CategoryInput } from '@contracts/reports';
import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

const categories = api.admin['keyword-report'].categories;

export const saveCategory = (input: CategoryInput, id?: string) =>
  id ? call(categories[':id'].$put({ param: { id: encodeURIComponent(id) }, json: input })) : call(categories.$post({ json: input }));

export const useSaveCategory = mutationHook(({ input, id }: { input: CategoryInput; id?: string }) => saveCategory(input, id));
