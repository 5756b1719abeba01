import { mutationHook } from '@/lib/mutation';
import type { LoginInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';

export const login = (input: LoginInput) => call(api.users.login.$post({ json: input }));

export const useLogin = mutationHook(login);
