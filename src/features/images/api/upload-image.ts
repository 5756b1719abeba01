import { api, call } from '@/lib/api';

export const uploadImage = (file: File) => call(api.images.uploads.$post({ form: { file } }));
