import { mutationHook } from '@/lib/mutation';
import type { GenerateImagesInput } from '@contracts/images';
import { api, call } from '@/lib/api';

export const generateImages = (input: GenerateImagesInput) => call(api.images.$post({ json: input }));

export const useGenerateImages = mutationHook(generateImages);
