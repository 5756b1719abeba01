import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const previewReport = (userId: string) => call(api.admin['keyword-report'].preview.$post({ json: { userId } }));

export const usePreviewReport = mutationHook(previewReport);
