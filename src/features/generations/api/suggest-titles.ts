import type { GenerationInputDraft } from '@contracts/generations';
import { api, call } from '@/lib/api';

/** Five title ideas for the keyword (a cheap call: nothing is spent). */
export const suggestTitles = (input: GenerationInputDraft) => call(api.generations.titles.$post({ json: input }));
