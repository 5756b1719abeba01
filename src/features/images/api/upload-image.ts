import { mutationHook } from '@/lib/mutation';
import { api, call } from '@/lib/api';

export const uploadImage = (file: File) => call(api.images.uploads.$post({ form: { file } }));

export const useUploadImage = mutationHook(uploadImage);
