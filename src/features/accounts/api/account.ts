import type { ChangePasswordInput, UpdateProfileInput, UserRecord } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

export const updateProfile = (input: UpdateProfileInput) =>
  apiFetch<{ user: UserRecord }>('/api/users/me', { method: 'PATCH', body: input });

export const changePassword = (input: ChangePasswordInput) =>
  apiFetch<{ success: boolean }>('/api/users/me/password', { method: 'POST', body: input });

export const resendVerificationMail = () =>
  apiFetch<{ success: boolean }>('/api/users/me/verification-mail', { method: 'POST', body: {} });

/** POST /api/users/delete-account (spec §7: userId, userData). */
export const deleteAccount = (userId: string, userData: Record<string, unknown>) =>
  apiFetch<{ success: boolean; message: string }>('/api/users/delete-account', { method: 'POST', body: { userId, userData } });
