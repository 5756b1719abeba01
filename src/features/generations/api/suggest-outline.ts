import type { GenerationInputDraft } from '@contracts/generations';
import { api, call } from '@/lib/api';

/** The H2/H3 outline the post would follow, for the member to edit first (a cheap call: nothing is spent). */
export const suggestOutline = (input: GenerationInputDraft) => call(api.generations.outline.$post({ json: input }));
