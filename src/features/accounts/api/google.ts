import type { GoogleConsentInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';
import { apiFetch } from '@/lib/api-client';
import { mutationHook } from '@/lib/mutation';

export const GOOGLE_CALLBACK_PATH = '/oauth-callback';

/**
 * Asks the server for Google's sign-in address (better-auth keeps the state in a cookie). better-auth's
 * handler is mounted outside our typed routes, so this call keeps apiFetch and its reply type.
 */
export const startGoogleSignIn = () =>
  apiFetch<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: GOOGLE_CALLBACK_PATH, errorCallbackURL: `${GOOGLE_CALLBACK_PATH}?error=google` },
  });

/** Spec §3 Google consent payload. */
export const saveGoogleConsent = (input: GoogleConsentInput) =>
  call(api.users['google-consent'].$post({ json: input }));

export const declineGoogleConsent = () => call(api.users['google-consent'].decline.$post());

export const useStartGoogleSignIn = mutationHook(startGoogleSignIn);

export const useSaveGoogleConsent = mutationHook(saveGoogleConsent);

export const useDeclineGoogleConsent = mutationHook(declineGoogleConsent);
