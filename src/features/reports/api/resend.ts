import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const resend = (sendId: string) => call(api.admin['keyword-report'].sends[':id'].resend.$post({ param: { id: encodeURIComponent(sendId) } }));

export const useResend = mutationHook(resend);
