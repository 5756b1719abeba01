import { mutationHook } from '@/lib/mutation';
import { api, call } from '@/lib/api';

export const deleteImage = (id: string) => call(api.images[':id'].$delete({ param: { id } }));

export const useDeleteImage = mutationHook(deleteImage);
