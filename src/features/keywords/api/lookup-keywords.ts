import { mutationHook } from '@/lib/mutation';
import { api, call } from '@/lib/api';

/** One lookup: spends a keyword lookup unless the same seeds were looked up in the last 24 hours. */
export const lookupKeywords = (seeds: string[]) => call(api.keywords.lookup.$post({ json: { seeds } }));

export const useLookupKeywords = mutationHook(lookupKeywords);
