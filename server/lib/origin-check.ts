import type { MiddlewareHandler } from 'hono';
import { errorBody } from './app-error';

export const FOREIGN_ORIGIN_MESSAGE = '허용되지 않은 출처의 요청입니다.';

/**
 * Refuses state-changing API calls from other sites (CSRF): an Origin header must be one of ours,
 * and a browser that says the request is cross-site is refused even without one.
 */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const foreign = origin ? !allowed.has(origin) : site === 'cross-site';
    if (foreign) return c.json(errorBody('FORBIDDEN_ORIGIN', FOREIGN_ORIGIN_MESSAGE), 403);
    return next();
  };
}

/**
 * For calls only our own pages make (photo uploads): the request must say it comes from one of our
 * origins, with an Origin header that is ours, or Sec-Fetch-Site: same-origin when a browser sends
 * none. A request that says nothing (a script, curl) is refused too, unlike in originCheck.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ours = origin ? allowed.has(origin) : c.req.header('sec-fetch-site') === 'same-origin';
    if (!ours) return c.json(errorBody('FORBIDDEN_ORIGIN', FOREIGN_ORIGIN_MESSAGE), 403);
    return next();
  };
}
