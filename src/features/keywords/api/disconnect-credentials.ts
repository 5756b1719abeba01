import { api, call } from '@/lib/api';

export const disconnectCredentials = () => call(api.keywords.credentials.$delete());
