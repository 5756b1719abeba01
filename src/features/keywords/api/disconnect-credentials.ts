import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const disconnectCredentials = () => call(api.keywords.credentials.$delete());

export const useDisconnectCredentials = mutationHook(disconnectCredentials);
