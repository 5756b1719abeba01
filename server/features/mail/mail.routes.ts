import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { zohoCallbackInput } from '@contracts/mail';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { connectZoho, disconnectZoho, mailStatus, requireZohoClient } from './mail-connection.service';
import { messages } from './mail.messages';

const STATE_COOKIE = 'gb_zoho_state';
const STATE_PATH = '/api/admin/mail';
/** Time the admin has to consent on Zoho before the state expires. */
const STATE_MAX_AGE_S = 10 * 60;
const isHttps = (c: Context<AppEnv>) => c.get('deps').env.BASE_URL.startsWith('https://');

const sameState = (a: string | undefined, b: string) => a !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Admins only, on every call: the status, the start of the OAuth flow, its finish, and disconnecting.
export const mailAdminRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    await requireAdmin(c);
    const { db, env } = c.get('deps');
    return c.json(await mailStatus(db, env), 200);
  })
  // The state lives in an httpOnly cookie of this browser only, so a code sent from elsewhere is refused.
  .post('/zoho/authorize', async (c) => {
    await requireAdmin(c);
    const client = requireZohoClient(c.get('deps').env);
    const state = randomBytes(24).toString('base64url');
    setCookie(c, STATE_COOKIE, state, { httpOnly: true, secure: isHttps(c), sameSite: 'Lax', path: STATE_PATH, maxAge: STATE_MAX_AGE_S });
    return c.json({ url: client.authorizeUrl(state) }, 200);
  })
  .post('/zoho/callback', before(requireAdmin), valid('json', zohoCallbackInput), async (c) => {
    const admin = await requireAdmin(c);
    const { code, state } = c.req.valid('json');
    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: STATE_PATH, secure: isHttps(c) });
    if (!sameState(expected, state)) throw new AppError('ZOHO_STATE_MISMATCH', messages.stateMismatch, 400);
    const { db, env, sealer } = c.get('deps');
    return c.json(await connectZoho(db, env, sealer, admin.id, code), 200);
  })
  .delete('/zoho', async (c) => {
    await requireAdmin(c);
    const { db, env } = c.get('deps');
    return c.json(await disconnectZoho(db, env), 200);
  });
