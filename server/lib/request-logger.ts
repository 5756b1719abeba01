import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-context';
import { resolveClientIp } from './client-ip';
import type { Logger } from './logger';

/** Tags each request with an id (echoed as x-request-id) and logs one line when it ends. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms, requestId };
    if (c.res.status >= 500) logger.error('request', fields);
    else if (c.req.path.startsWith('/api/')) logger.info('request', fields);
    else logger.debug('request', fields);
  };
}

/**
 * What every request needs first, in one middleware (each layer is a closure and a promise on every
 * request): the app's dependencies, the client address our server resolved, and the logged request id.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const logRequest = requestLogger(deps.logger);
  return (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', resolveClientIp(c, deps.trustedProxies));
    return logRequest(c, next);
  };
}
