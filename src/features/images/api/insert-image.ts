import { mutationHook } from '@/lib/mutation';
import type { InsertImageInput } from '@contracts/images';
import { api, call } from '@/lib/api';

export const insertImage = (id: string, input: InsertImageInput) => call(api.images[':id'].insert.$post({ param: { id }, json: input }));

/** Puts a gallery image into a post under one of its headings. */
export const useInsertImage = mutationHook(({ imageId, ...input }: InsertImageInput & { imageId: string }) => insertImage(imageId, input));
