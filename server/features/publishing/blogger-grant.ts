import type { Sealer } from '../../lib/crypto';
import { AppError } from '../../lib/app-error';
import { C } from './publishing.messages';

// Between Google's callback and the member picking a blog, the refresh token waits sealed in the
// page's URL, bound to the member and short-lived, instead of in a table.
const GRANT_TTL_MS = 15 * 60_000;
const STATE_TTL_MS = 10 * 60_000;

type Grant = { userId: string; refreshToken: string; email?: string; exp: number };

export const sealBloggerGrant = (deps: { sealer: Sealer }, grant: Omit<Grant, 'exp'>, now = Date.now()) =>
  Buffer.from(deps.sealer.seal(JSON.stringify({ ...grant, exp: now + GRANT_TTL_MS }))).toString('base64url');

export function openBloggerGrant(deps: { sealer: Sealer }, userId: string, token: string, now = Date.now()): Grant {
  try {
    const grant = JSON.parse(deps.sealer.open(Buffer.from(token, 'base64url').toString())) as Grant;
    if (grant.userId === userId && grant.exp > now) return grant;
  } catch {
    // falls through: not ours, altered or unreadable
  }
  throw new AppError('BLOGGER_GRANT_EXPIRED', C.grantExpired, 422);
}

/** The OAuth `state`: who started the flow, sealed, so the callback accepts only that member's code. */
export const sealOAuthState = (deps: { sealer: Sealer }, userId: string, now = Date.now()) =>
  Buffer.from(deps.sealer.seal(JSON.stringify({ userId, exp: now + STATE_TTL_MS }))).toString('base64url');

export function openOAuthState(deps: { sealer: Sealer }, state: string, userId: string, now = Date.now()) {
  try {
    const s = JSON.parse(deps.sealer.open(Buffer.from(state, 'base64url').toString())) as { userId: string; exp: number };
    return s.userId === userId && s.exp > now;
  } catch {
    return false;
  }
}
