import { api, call } from '@/lib/api';

export const previewReport = (userId: string) => call(api.admin['keyword-report'].preview.$post({ json: { userId } }));
