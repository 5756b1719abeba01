import type { TemplateInput } from '@contracts/prompts';
import { api, call } from '@/lib/api';

export const updateTemplate = (id: string, input: TemplateInput) =>
  call(api.prompts[':id'].$put({ param: { id: encodeURIComponent(id) }, json: input }));
