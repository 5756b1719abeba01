import type { PasswordResetConfirmInput } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** Mails a reset link; 404 ACCOUNT_NOT_FOUND when no account has this email (spec §4). */
export const requestPasswordReset = (email: string) =>
  apiFetch<{ success: boolean }>('/api/users/password-reset', { method: 'POST', body: { email } });

export const confirmPasswordReset = (input: PasswordResetConfirmInput) =>
  apiFetch<{ success: boolean }>('/api/users/password-reset/confirm', { method: 'POST', body: input });
