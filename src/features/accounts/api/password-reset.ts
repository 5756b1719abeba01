import { mutationHook } from '@/lib/mutation';
import type { PasswordResetConfirmInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';

/** Mails a reset link; 404 ACCOUNT_NOT_FOUND when no account has this email (spec §4). */
export const requestPasswordReset = (email: string) => call(api.users['password-reset'].$post({ json: { email } }));

export const confirmPasswordReset = (input: PasswordResetConfirmInput) => call(api.users['password-reset'].confirm.$post({ json: input }));

export const useConfirmPasswordReset = mutationHook(confirmPasswordReset);

export const useRequestPasswordReset = mutationHook(requestPasswordReset);
