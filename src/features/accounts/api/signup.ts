import type { CheckDeletedResponse, SignupInput, UserRecord } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/users/signup (spec §3 sign-up payload). */
export const signup = (input: SignupInput) =>
  apiFetch<{ user: UserRecord }>('/api/users/signup', { method: 'POST', body: input });

/** POST /api/users/check-deleted (spec §7): used at signup step 1 and by Google consent. */
export const checkDeleted = (email: string) =>
  apiFetch<CheckDeletedResponse>('/api/users/check-deleted', { method: 'POST', body: { email } });
