import { mutationHook } from '@/lib/mutation';
import type { ChangePasswordInput, UpdateProfileInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';

export const updateProfile = (input: UpdateProfileInput) => call(api.users.me.$patch({ json: input }));

export const changePassword = (input: ChangePasswordInput) => call(api.users.me.password.$post({ json: input }));

export const resendVerificationMail = () => call(api.users.me['verification-mail'].$post());

/** POST /api/users/delete-account (spec §7: userId, userData). */
export const deleteAccount = (userId: string, userData: Record<string, unknown>) =>
  call(api.users['delete-account'].$post({ json: { userId, userData } }));

export const useChangePassword = mutationHook(changePassword);

export const useUpdateProfile = mutationHook(updateProfile);

export const useResendVerificationMail = mutationHook(resendVerificationMail);
