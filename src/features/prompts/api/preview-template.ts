import type { GenerationInputDraft } from '@contracts/generation';
import { api, call } from '@/lib/api';

export const previewTemplate = (instructions: string, sample: GenerationInputDraft) =>
  call(api.prompts.preview.$post({ json: { instructions, sample } }));
