import { mutationHook } from '@/lib/mutation';
import { api, call } from '@/lib/api';

export const suggestPrompts = (generationId: string) => call(api.images.suggestions.$post({ json: { generationId } }));

export const useSuggestPrompts = mutationHook(suggestPrompts);
