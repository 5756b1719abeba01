import type { GenerationInputDraft } from '@contracts/generations';
import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const previewTemplate = (instructions: string, sample: GenerationInputDraft) =>
  call(api.prompts.preview.$post({ json: { instructions, sample } }));

export const usePreviewTemplate = mutationHook(({ instructions, sample }: { instructions: string; sample: GenerationInputDraft }) =>
  previewTemplate(instructions, sample),
);
