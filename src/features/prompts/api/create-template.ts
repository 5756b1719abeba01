import type { TemplateInput } from '@contracts/prompts';
import { api, call } from '@/lib/api';

export const createTemplate = (input: TemplateInput) => call(api.prompts.$post({ json: input }));
