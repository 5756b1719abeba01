import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-context';

export const VISITOR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

const isHttps = (c: Context<AppEnv>) => c.get('deps').env.BASE_URL.startsWith('https://');
/** `__Host-` pins the cookie to this host over https; plain http (localhost) cannot use the prefix. */
const cookieName = (c: Context<AppEnv>) => (isHttps(c) ? '__Host-gb_visitor' : 'gb_visitor');

export const readVisitorToken = (c: Context<AppEnv>) => getCookie(c, cookieName(c));

/** Keeps the visitor's token where page scripts cannot read it. */
export function writeVisitorToken(c: Context<AppEnv>, token: string) {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
}

export const clearVisitorToken = (c: Context<AppEnv>) => deleteCookie(c, cookieName(c), { path: '/', secure: isHttps(c) });
