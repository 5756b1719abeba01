import type { SessionResponse } from '@contracts/accounts';

type Features = SessionResponse['features'];

/**
 * What the server offers (Google sign-in, the offline writer), written into index.html by the server,
 * so the first render already knows and nothing moves when /api/session answers. Tests and a page
 * served without it fall back to "not offered" until the session says otherwise.
 */
export function readServerFeatures(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Features {
  const fallback: Features = { google: false, offlineWriter: false };
  const text = doc?.getElementById('server-features')?.textContent;
  if (!text) return fallback;
  try {
    const parsed = JSON.parse(text) as Partial<Features>;
    return { google: parsed.google === true, offlineWriter: parsed.offlineWriter === true };
  } catch {
    return fallback;
  }
}
