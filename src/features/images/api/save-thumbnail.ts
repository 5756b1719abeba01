import { mutationHook } from '@/lib/mutation';
import type { ThumbnailInput } from '@contracts/images';
import { api, call } from '@/lib/api';

export const saveThumbnail = (input: ThumbnailInput) => call(api.thumbnails.gallery.$post({ json: input }));

export const useSaveThumbnail = mutationHook(saveThumbnail);
