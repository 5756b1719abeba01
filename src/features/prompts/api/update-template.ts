import type { PromptTemplate, TemplateInput } from '@contracts/prompts';
import { apiFetch } from '@/lib/api-client';

export const updateTemplate = (id: string, input: TemplateInput) =>
  apiFetch<PromptTemplate>(`/api/prompts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
