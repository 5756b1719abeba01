import { randomUUID } from 'node:crypto';
import type { BlockList } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-context';
import { isTrustedProxy, resolveClientIp, resolveSocketIp } from './client-ip';
import type { Logger } from './logger';
import { acceptableRequestId, requestContext } from './request-context';

/**
 * Tags each request with an id — a trusted proxy's X-Request-Id, or a new one — echoed as X-Request-Id
 * on every reply (errors too) and carried by every log line written while serving it; logs one line when it ends.
 */
export function requestLogger(logger: Logger, trustedProxies?: BlockList): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const fromProxy = trustedProxies && isTrustedProxy(trustedProxies, resolveSocketIp(c)) ? acceptableRequestId(c.req.header('x-request-id')) : undefined;
    const requestId = fromProxy ?? randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    await requestContext.run({ requestId }, next);
    if (c.res.headers.get('x-request-id') !== requestId) {
      try {
        c.res.headers.set('x-request-id', requestId);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('x-request-id', requestId);
      }
    }
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
export function requestStart(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const logRequest = requestLogger(deps.logger, deps.trustedProxies);
  return (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', resolveClientIp(c, deps.trustedProxies));
    return logRequest(c, next);
  };
}
