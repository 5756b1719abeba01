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
