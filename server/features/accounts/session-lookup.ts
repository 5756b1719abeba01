import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { historyVersions, sessions, users } from '../../db/schema';
import type { Auth } from '../../lib/auth';
import { createBatchLoader, perDatabase } from '../../lib/batch-loader';

/** A member's session as better-auth's getSession would find it, and whether getSession would now refresh it. */
export type SessionLookup = {
  user: typeof users.$inferSelect;
  sessionId: string;
  sessionToken: string;
  /** better-auth refreshes a session a day after its last refresh (updateAge): getSession must answer then. */
  refreshDue: boolean;
  /** The member's history version (history_versions), null when they never had a post. */
  historyVersion: string | null;
};

type AuthSettings = { sessionCookie: string; dontRememberCookie: string; sessionDataCookie: string; secret: string; expiresInMs: number; updateAgeMs: number };
const settingsOf = new WeakMap<Auth, Promise<AuthSettings>>();

/** The cookie names and session ages better-auth resolved from its options (secure names under https). */
function authSettings(auth: Auth): Promise<AuthSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((ctx) => ({
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      sessionDataCookie: ctx.authCookies.sessionData.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/** Cookies as better-call parses them for getSession: the first of a name wins, quotes and %-escapes undone. */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const key = header.slice(index, eq).trim();
    if (!cookies.has(key)) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        cookies.set(key, value.includes('%') ? decodeURIComponent(value) : value);
      } catch {
        cookies.set(key, value);
      }
    }
    index = end + 1;
  }
  return cookies;
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The token of a signed cookie value (`token.base64(HMAC-SHA256)`, better-call's format), or null when the signature is not ours. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'base64')) ? token : null;
}

// Every member request reads its session: concurrent reads share one prepared query (fresh, not cached),
// the session and its user together, as better-auth's own lookup joins them, and the member's history
// version (a primary-key lookup), so a history page whose kept copy is current needs no query of its own.
const sessionsByToken = perDatabase((db: Db) => {
  const query = db
    .select({ sessionId: sessions.id, token: sessions.token, expiresAt: sessions.expiresAt, user: users, historyVersion: historyVersions.version })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(historyVersions, eq(historyVersions.ownerKey, sql`'user:' || ${users.id}`))
    .where(sql`${sessions.token} = any(${sql.placeholder('tokens')}::text[])`)
    .prepare('sessions_by_token');
  return createBatchLoader(async (tokens: string[]) => {
    const rows = await query.execute({ tokens });
    return new Map(rows.map((row) => [row.token, row]));
  });
});

/**
 * The member's session read in one batched, prepared query, for the common case only: a cookie better-auth
 * signed, a session that exists and has not expired, and none of better-auth's other session cookies (its
 * cookie cache, chunked or not, and 'do not remember me').
 * Anything else answers undefined and the caller asks better-auth's getSession, which then clears cookies,
 * deletes an expired session or refreshes one. A session ended (logout, password change, deletion) is gone
 * from the table, so it is refused here at once, on every instance, as it is by getSession.
 */
export async function lookUpSession(db: Db, auth: Auth, cookieHeader: string | undefined, now = Date.now()): Promise<SessionLookup | undefined> {
  if (!cookieHeader) return undefined;
  const settings = await authSettings(auth);
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(settings.sessionCookie);
  if (!value || cookies.has(settings.dontRememberCookie)) return undefined;
  for (const name of cookies.keys()) if (name.startsWith(settings.sessionDataCookie)) return undefined;
  const token = verifiedToken(value, settings.secret);
  if (!token) return undefined;
  const row = await sessionsByToken(db)(token);
  if (!row || row.expiresAt.getTime() < now) return undefined;
  const refreshDue = row.expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now;
  return { user: row.user, sessionId: row.sessionId, sessionToken: row.token, refreshDue, historyVersion: row.historyVersion };
}
