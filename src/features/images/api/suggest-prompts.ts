import { api, call } from '@/lib/api';

export const suggestPrompts = (generationId: string) => call(api.images.suggestions.$post({ json: { generationId } }));
