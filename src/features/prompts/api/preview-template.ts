import type { GenerationInputDraft } from '@contracts/generation';
import { apiFetch } from '@/lib/api-client';

export const previewTemplate = (instructions: string, sample: GenerationInputDraft) =>
  apiFetch<{ system: string; prompt: string }>('/api/prompts/preview', { method: 'POST', body: { instructions, sample } });
