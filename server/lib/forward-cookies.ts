import type { Context } from 'hono';

/** Copies the Set-Cookie headers of a better-auth response onto ours. */
export function forwardCookies(c: Context, from: Pick<Response, 'headers'>) {
  for (const cookie of from.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}
