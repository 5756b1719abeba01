import type { GoogleConsentInput, UserRecord } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

export const GOOGLE_CALLBACK_PATH = '/oauth-callback';

/** Asks the server for Google's sign-in address (better-auth keeps the state in a cookie). */
export const startGoogleSignIn = () =>
  apiFetch<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: GOOGLE_CALLBACK_PATH, errorCallbackURL: `${GOOGLE_CALLBACK_PATH}?error=google` },
  });

/** Spec §3 Google consent payload. */
export const saveGoogleConsent = (input: GoogleConsentInput) =>
  apiFetch<{ success: boolean; user: UserRecord }>('/api/users/google-consent', { method: 'POST', body: input });

export const declineGoogleConsent = () =>
  apiFetch<{ success: boolean }>('/api/users/google-consent/decline', { method: 'POST', body: {} });
