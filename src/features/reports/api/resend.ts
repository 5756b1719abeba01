import { api, call } from '@/lib/api';

export const resend = (sendId: string) => call(api.admin['keyword-report'].sends[':id'].resend.$post({ param: { id: encodeURIComponent(sendId) } }));
