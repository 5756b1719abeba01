import type { PromptTemplate, TemplateInput } from '@contracts/prompts';
import { apiFetch } from '@/lib/api-client';

export const createTemplate = (input: TemplateInput) => apiFetch<PromptTemplate>('/api/prompts', { method: 'POST', body: input });
