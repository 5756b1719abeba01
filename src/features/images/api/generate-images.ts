import type { GenerateImagesInput } from '@contracts/images';
import { api, call } from '@/lib/api';

export const generateImages = (input: GenerateImagesInput) => call(api.images.$post({ json: input }));
