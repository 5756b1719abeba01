import { mutationHook } from '@/lib/mutation';
import type { CredentialsInput } from '@contracts/keywords';
import { api, call } from '@/lib/api';

export const connectCredentials = (input: CredentialsInput) => call(api.keywords.credentials.$put({ json: input }));

export const useConnectCredentials = mutationHook(connectCredentials);
