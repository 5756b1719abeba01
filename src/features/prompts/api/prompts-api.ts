import { useQuery } from '@tanstack/react-query';
import type { PromptTemplate, PromptsReply, TemplateInput } from '@contracts/prompts';
import type { GenerationInputDraft } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

export const promptKeys = { all: ['prompts'] as const, list: (member: boolean) => ['prompts', { member }] as const };

export const fetchPrompts = () => apiFetch<PromptsReply>('/api/prompts');

/** Presets for everyone plus the member's own templates. */
export const usePrompts = (member: boolean) =>
  useQuery({ queryKey: promptKeys.list(member), queryFn: fetchPrompts, staleTime: 60_000 });

export const createTemplate = (input: TemplateInput) => apiFetch<PromptTemplate>('/api/prompts', { method: 'POST', body: input });
export const updateTemplate = (id: string, input: TemplateInput) =>
  apiFetch<PromptTemplate>(`/api/prompts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
export const deleteTemplate = (id: string) => apiFetch<{ success: boolean }>(`/api/prompts/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const previewTemplate = (instructions: string, sample: GenerationInputDraft) =>
  apiFetch<{ system: string; prompt: string }>('/api/prompts/preview', { method: 'POST', body: { instructions, sample } });
