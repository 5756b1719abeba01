import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const sendNow = () => call(api.admin['keyword-report']['send-now'].$post());

export const useSendNow = mutationHook(sendNow);
