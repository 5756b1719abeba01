import type { InsertImageInput } from '@contracts/images';
import { api, call } from '@/lib/api';

export const insertImage = (id: string, input: InsertImageInput) => call(api.images[':id'].insert.$post({ param: { id }, json: input }));
