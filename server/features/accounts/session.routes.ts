import { Hono } from 'hono';
import type { SessionResponse } from '@contracts/accounts';
import type { AppEnv } from '../../lib/app-context';
import { forwardCookies } from '../../lib/forward-cookies';
import { jsonReply } from '../../lib/json-reply';
import { consumeRateLimit } from '../../lib/rate-limit';
import { lookUpSession } from './session-lookup';
import { authHeaders, hasSessionCookie, readUserRow, toUserRow, type UserRow } from './viewer';
import { withAuthContext } from '../../lib/request-context';
import type { AccountHooks } from './account-hooks';
import { limits } from './accounts.limits';
import { claimVisitor } from './claim-visitor';
import { toUserRecord } from './users.service';
import { readVisitorToken, writeVisitorToken } from './visitor-cookie';
import { createVisitor, findVisitor, toVisitorRecord } from './visitors.service';

const NOT_STORED = { 'Cache-Control': 'no-store' };

/** The session a page load starts from, and the visitor's temporary account. */
export const sessionRoutes = (hooks: Pick<AccountHooks, 'visitorClaimed' | 'walletOf'>) =>
  new Hono<AppEnv>()
    // Spec §4 "at start the stored session is loaded and refreshed; on failure it is cleared and an
    // anonymous user is used": refreshes the session cookie, or reports the visitor.
    .get('/session', async (c) => {
      const { auth, db, env } = c.get('deps');
      let user: UserRow | undefined;
      // better-auth's answer and a claimed visitor come with cookies, set on the context: their reply is the
      // context's (c.json). A visitor's page load, the common case, sets none and takes the plain reply.
      let cookiesSet = false;
      if (hasSessionCookie(c)) {
        // A session that needs nothing of better-auth is read in one batched query; otherwise better-auth
        // answers (it refreshes a day-old session, clears stale cookies) and its cookies go out.
        const quick = await lookUpSession(db, auth, c.req.header('cookie'));
        if (quick && !quick.refreshDue) user = quick.user;
        else {
          const { headers, response } = await withAuthContext(c, () => auth.api.getSession({ headers: authHeaders(c), returnHeaders: true }));
          forwardCookies(c, { headers });
          cookiesSet = true;
          if (response) user = toUserRow(response.user) ?? (await readUserRow(db, response.user.id));
        }
      }
      const features = { google: Boolean(env.GOOGLE_CLIENT_ID), offlineWriter: c.get('deps').llm.offline };
      if (user) {
        await claimVisitor(c, user, hooks);
        const body: SessionResponse = { user: toUserRecord(env, user), visitor: null, wallet: await hooks.walletOf(db, user.id), features };
        return c.json(body, 200, NOT_STORED);
      }
      const visitor = await findVisitor(db, readVisitorToken(c));
      const body: SessionResponse = { user: null, visitor: visitor ? toVisitorRecord(visitor) : null, wallet: null, features };
      return cookiesSet ? c.json(body, 200, NOT_STORED) : jsonReply(body, 200, NOT_STORED);
    })
    // Spec §4 "an anonymous user is reused through a stored token; otherwise a new one is created".
    .post('/visitors', async (c) => {
      const { db } = c.get('deps');
      const existing = await findVisitor(db, readVisitorToken(c));
      if (existing) return c.json({ visitor: toVisitorRecord(existing), created: false }, 200);
      await consumeRateLimit(db, `visitor:ip:${c.get('clientIp')}`, limits.visitorPerIp);
      const { visitor, token } = await createVisitor(db, { ip: c.get('clientAddress') });
      writeVisitorToken(c, token);
      return c.json({ visitor: toVisitorRecord(visitor), created: true }, 201);
    });
