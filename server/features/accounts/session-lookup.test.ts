import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SESSION_MAX_AGE_S, SESSION_REFRESH_AGE_S } from '../../lib/auth';
import { lookUpSession } from './session-lookup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const cookieHeader = (client: TestClient) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
const sessionCookie = (client: TestClient) => client.jar.get('gb.session_token') as string;
const signed = (token: string, secret = t.deps.secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

/** What better-auth's own getSession answers for these cookies (refresh off, as the guards ask it). */
async function betterAuthSession(cookie: string) {
  return t.deps.auth.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
}

async function member() {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return { client, userId: user.id, session: session as typeof sessions.$inferSelect };
}

describe('reading a session without better-auth', () => {
  it('finds what better-auth finds for a signed cookie: the session and every column of its user', async () => {
    const { client, userId, session } = await member();
    const quick = await lookUpSession(t.db, t.deps.auth, cookieHeader(client));
    const found = await betterAuthSession(cookieHeader(client));
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    const [history] = await queryRows<{ version: string }>(t.db, sql`select version from history_versions where owner_key = ${`user:${userId}`}`);
    expect(quick).toEqual({ user: row, sessionId: session.id, sessionToken: session.token, refreshDue: false, historyVersion: history?.version ?? null });
    expect(found?.session).toMatchObject({ id: quick?.sessionId, token: quick?.sessionToken, userId });
    expect(found?.user.id).toBe(userId);
    // With the member's history version, renewed by their first post.
    await queryRows(
      t.db,
      sql`insert into generations (id, owner_user_id, keyword, title, input, content, status, provider, model, charge)
          values (gen_random_uuid()::text, ${userId}, 'k', '제목', '{"keyword":"k"}'::jsonb, '본문', 'completed', 'offline', 'offline-writer', '{"kind":"counter"}'::jsonb)`,
    );
    const [after] = await queryRows<{ version: string }>(t.db, sql`select version from history_versions where owner_key = ${`user:${userId}`}`);
    expect(after?.version).toBeTruthy();
    expect((await lookUpSession(t.db, t.deps.auth, cookieHeader(client)))?.historyVersion).toBe(after?.version);
  });

  it('refuses what better-auth refuses: a wrong signature, a token it never issued, another secret, no cookie', async () => {
    const { client, session } = await member();
    const [token, signature] = decodeURIComponent(sessionCookie(client)).split(/\.(?=[^.]*$)/) as [string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const cases = [
      `gb.session_token=${encodeURIComponent(`${token}.${flipped}`)}`,
      `gb.session_token=${signed('no-such-token-0123456789')}`,
      `gb.session_token=${signed(session.token, 'another-secret-another-secret-0123456789')}`,
      `gb.session_token=${token}`,
      `gb.session_token=${encodeURIComponent(`${token}.${signature.slice(0, -1)}`)}`,
      'gb.other=1',
    ];
    for (const cookie of cases) {
      expect(await lookUpSession(t.db, t.deps.auth, cookie), cookie).toBeUndefined();
      expect(await betterAuthSession(cookie), cookie).toBeNull();
    }
    expect(await lookUpSession(t.db, t.deps.auth, undefined)).toBeUndefined();
  });

  it('reads the first of two session cookies, as better-auth does', async () => {
    const a = await member();
    const b = await member();
    const both = `gb.session_token=${sessionCookie(a.client)}; gb.session_token=${sessionCookie(b.client)}`;
    expect((await lookUpSession(t.db, t.deps.auth, both))?.sessionId).toBe(a.session.id);
    expect((await betterAuthSession(both))?.session.id).toBe(a.session.id);
  });

  it('answers nothing for a session that ended: logged out, or its member deleted', async () => {
    const { client } = await member();
    const cookie = cookieHeader(client);
    expect(await lookUpSession(t.db, t.deps.auth, cookie)).toBeDefined();
    expect((await client.post('/api/users/logout')).status).toBeLessThan(300);
    expect(await lookUpSession(t.db, t.deps.auth, cookie)).toBeUndefined();
    expect((await client.get('/api/session', { cookie })).body.user).toBeNull();

    const other = await member();
    await t.db.delete(users).where(eq(users.id, other.userId));
    expect(await lookUpSession(t.db, t.deps.auth, cookieHeader(other.client))).toBeUndefined();
  });

  it('leaves an expired session to better-auth, which refuses it and deletes it', async () => {
    const { client, session } = await member();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    expect(await lookUpSession(t.db, t.deps.auth, cookieHeader(client))).toBeUndefined();
    const res = await client.get('/api/session');
    expect(res.body.user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it("leaves cookies it does not read to better-auth: 'do not remember me' and a session cache", async () => {
    const { client } = await member();
    for (const extra of ['gb.dont_remember=x', 'gb.session_data=x', 'gb.session_data.0=x']) {
      expect(await lookUpSession(t.db, t.deps.auth, `${cookieHeader(client)}; ${extra}`), extra).toBeUndefined();
    }
    // The guards still find the member through better-auth.
    expect((await client.get('/api/prompts', { cookie: `${cookieHeader(client)}; gb.dont_remember=x` })).status).toBe(200);
  });

  it('says when better-auth would refresh the session, and /api/session then lets better-auth refresh it', async () => {
    const { client, session } = await member();
    expect((await client.get('/api/session')).res.headers.getSetCookie()).toEqual([]);

    // Last refreshed just over a day ago: due (better-auth: expiresAt - expiresIn + updateAge <= now).
    const lastRefresh = Date.now() - SESSION_REFRESH_AGE_S * 1000 - 60_000;
    await t.db.update(sessions).set({ expiresAt: new Date(lastRefresh + SESSION_MAX_AGE_S * 1000) }).where(eq(sessions.id, session.id));
    expect((await lookUpSession(t.db, t.deps.auth, cookieHeader(client)))?.refreshDue).toBe(true);
    const res = await client.get('/api/session');
    expect(res.body.user.id).toBeDefined();
    expect(res.res.headers.getSetCookie().some((c) => c.startsWith('gb.session_token='))).toBe(true);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_S * 1000 - DAY_MS);
    expect((await lookUpSession(t.db, t.deps.auth, cookieHeader(client)))?.refreshDue).toBe(false);
  });

  it('answers concurrent members from one batch, each with its own session', async () => {
    const members = await Promise.all([member(), member(), member()]);
    const found = await Promise.all(members.map((m) => lookUpSession(t.db, t.deps.auth, cookieHeader(m.client))));
    expect(found.map((f) => f?.user.id)).toEqual(members.map((m) => m.userId));
    expect(found.map((f) => f?.sessionId)).toEqual(members.map((m) => m.session.id));
  });
});

describe('reading a session under https', () => {
  it('reads the __Secure- cookie better-auth sets there, and not the plain name', async () => {
    const secure = await createTestApp({ BASE_URL: 'https://geulbit.example' });
    try {
      const client = createClient(secure, { origin: 'https://geulbit.example' });
      const { user } = await signUpAndLogin(client);
      const value = client.jar.get('__Secure-gb.session_token') as string;
      expect(value).toBeTruthy();
      expect((await lookUpSession(secure.db, secure.deps.auth, `__Secure-gb.session_token=${value}`))?.user.id).toBe(user.id);
      expect(await lookUpSession(secure.db, secure.deps.auth, `gb.session_token=${value}`)).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
