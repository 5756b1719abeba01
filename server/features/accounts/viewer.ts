import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { users } from '../../db/schema';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { getSessionCookie } from 'better-auth/cookies';
import { AUTH_COOKIE_PREFIX, type Auth, CLIENT_IP_HEADER } from '../../lib/auth';
import { lookUpSession } from './session-lookup';
import { withAuthContext } from '../../lib/request-context';

export type UserRow = typeof users.$inferSelect;
type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];
/** `historyVersion`: read with the session on the quick path (lookUpSession); absent when better-auth answered. */
export type SignedIn = { user: UserRow; sessionId: string; sessionToken: string; historyVersion?: string | null };

export const SIGN_IN_REQUIRED_MESSAGE = '로그인이 필요합니다.';
export const CONSENT_REQUIRED_MESSAGE = '약관에 동의한 뒤 이용할 수 있습니다.';
export const ADMIN_ONLY_MESSAGE = '관리자만 이용할 수 있습니다.';

/** The request's headers for better-auth, with the client address our server resolved itself. */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientAddress'));
  return headers;
}

/**
 * Whether the request carries a session cookie at all. Without one better-auth can only answer null, so
 * visitors skip its endpoint machinery (a copied Headers, a Request, a Response and a JSON round trip).
 */
export const hasSessionCookie = (c: Context<AppEnv>) => {
  // A visitor's cookies name no session token: nothing to parse (better-auth's names all end so).
  if (!c.req.header('cookie')?.includes('session_token')) return false;
  return getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX }) !== null;
};

/**
 * The user better-auth just read with the session (fresh, every column), so no second users query.
 * Null if a column is missing, which the NOT NULL schema rules out; callers then read the row themselves.
 */
export function toUserRow(u: SessionUser): UserRow | null {
  const { username, grade, genCount, imgCount, advCount, wantKeywordReport, emailVisibility, welcomeBonusEligible } = u;
  if (username == null || grade == null || genCount == null || imgCount == null || advCount == null) return null;
  if (wantKeywordReport == null || emailVisibility == null || welcomeBonusEligible == null) return null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    verified: u.emailVerified,
    avatar: u.image ?? null,
    username,
    grade,
    genCount,
    imgCount,
    advCount,
    wantKeywordReport,
    emailVisibility,
    welcomeBonusEligible,
    createdAt: new Date(u.createdAt),
    updatedAt: new Date(u.updatedAt),
  };
}

/** The users row by id, for the rare case toUserRow could not build it. */
export async function readUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

const cache = new WeakMap<Request, Promise<SignedIn | null>>();

/** The signed-in member of this request with fresh counters, or null (read once per request). */
export function readSignedIn(c: Context<AppEnv>): Promise<SignedIn | null> {
  let pending = cache.get(c.req.raw);
  if (!pending) {
    pending = (async () => {
      if (!hasSessionCookie(c)) return null;
      const { auth, db } = c.get('deps');
      const quick = await lookUpSession(db, auth, c.req.header('cookie'));
      if (quick) return { user: quick.user, sessionId: quick.sessionId, sessionToken: quick.sessionToken, historyVersion: quick.historyVersion };
      const found = await withAuthContext(c, () => auth.api.getSession({ headers: authHeaders(c), query: { disableRefresh: true } }));
      if (!found) return null;
      const user = toUserRow(found.user) ?? (await readUserRow(db, found.user.id));
      return user ? { user, sessionId: found.session.id, sessionToken: found.session.token } : null;
    })();
    cache.set(c.req.raw, pending);
  }
  return pending;
}

/** The signed-in member, or a Korean 401. */
export async function requireSignedIn(c: Context<AppEnv>): Promise<SignedIn> {
  const signedIn = await readSignedIn(c);
  if (!signedIn) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE, 401);
  return signedIn;
}

/** A Google account that has not agreed to the terms yet (grade '') cannot use members' tools. */
export function assertConsented(user: UserRow) {
  if (user.grade === '') throw new AppError('CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE, 403);
}

/** The signed-in member who agreed to the terms, or a Korean 401/403. */
export async function requireConsented(c: Context<AppEnv>): Promise<SignedIn> {
  const signedIn = await requireSignedIn(c);
  assertConsented(signedIn.user);
  return signedIn;
}

/** Spec §7: the acting user is always the session's; a body userId that differs is refused. */
export function assertSameUser(bodyUserId: string | undefined, sessionUserId: string) {
  if (bodyUserId !== undefined && bodyUserId !== sessionUserId) {
    throw new AppError('FORBIDDEN', '본인 계정에 대해서만 요청할 수 있습니다.', 403);
  }
}

/** Admins are the verified owners of the emails in ADMIN_EMAILS. */
export const isAdmin = (env: Pick<Env, 'ADMIN_EMAILS'>, user: Pick<UserRow, 'email' | 'verified'>) =>
  user.verified && env.ADMIN_EMAILS.includes(user.email.toLowerCase());

/** Every admin call checks the role on the server (the spec's admin page shows no guard; we add one). */
export async function requireAdmin(c: Context<AppEnv>): Promise<UserRow> {
  const { user } = await requireSignedIn(c);
  if (!isAdmin(c.get('deps').env, user)) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE, 403);
  return user;
}
