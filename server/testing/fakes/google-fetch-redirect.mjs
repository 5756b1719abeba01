// Test-only: points the two Google URLs better-auth hard-codes (token exchange and signing keys) at a
// local OIDC provider, so "Sign in with Google" runs for real against oauth2-mock-server.
// Loaded with `--import` into the server of the end-to-end suite when GOOGLE_OIDC_MOCK_URL is set.
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Wraps globalThis.fetch so Google's token and certs URLs reach `mockUrl` instead. */
export function installGoogleRedirect(mockUrl) {
  const base = mockUrl.replace(/\/+$/, '');
  const original = globalThis.fetch;
  const wrapped = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(GOOGLE_TOKEN_URL)) return original(`${base}/token`, init);
    if (url.startsWith(GOOGLE_CERTS_URL)) return original(`${base}/jwks`, init);
    return original(input, init);
  };
  globalThis.fetch = wrapped;
  return () => {
    if (globalThis.fetch === wrapped) globalThis.fetch = original;
  };
}

if (process.env.GOOGLE_OIDC_MOCK_URL) installGoogleRedirect(process.env.GOOGLE_OIDC_MOCK_URL);
