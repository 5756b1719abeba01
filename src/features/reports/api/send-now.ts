import { api, call } from '@/lib/api';

export const sendNow = () => call(api.admin['keyword-report']['send-now'].$post());
