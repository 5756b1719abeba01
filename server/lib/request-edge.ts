import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app-context';
import { clientLimitKey, resolveClientIp, socketAddress, isTrustedProxy } from './client-ip';
import { compressResponse } from './compression';
import { observeRequest } from './metrics';
import { withRequestId } from './logger';
import { acceptableRequestId } from './request-context';
import { API_PAGES, ASSET_PATH, securityHeaderLists, type SecurityHeaders } from './security-headers';

// Balancers probe liveness every few seconds on every instance: those lines are debug, like the pages'.
const LIVENESS_PATH = '/api/health';

/** What @hono/node-server hands a request: Node's own request and response (absent for in-process app.request()). */
type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;

/**
 * Everything every request needs, in one layer (each layer is a closure and promises on every request):
 * - the app's dependencies, the client address our server resolved (TRUSTED_PROXIES) and the key limits count it under;
 * - a request id, a trusted proxy's X-Request-Id or a new one, echoed on every reply and carried by every
 *   log line written while serving it (the handlers' deps hold a logger bound to it), and one log line when
 *   it ends (info for API calls but the liveness probe, debug for pages, files and the probe);
 * - the security headers, a document's, an API answer's or a built asset's (a route that sets its own
 *   Content-Security-Policy keeps it);
 * - the request's duration in the Prometheus histogram (API routes);
 * - compression of buffered text replies (`Vary: Accept-Encoding` on every reply).
 *
 * Served by Node, the fixed headers go straight onto Node's response, which merges them with the reply's
 * own when it writes the head (the reply's win): no web `Headers` object is built for them. In-process
 * (app.request() in tests) there is no Node response, and they are set on the reply itself.
 */
export function requestEdge(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { logger, metrics, trustedProxies } = deps;
  const lists = securityHeaderLists({
    https: deps.env.BASE_URL.startsWith('https://'),
    imageOrigins: deps.env.S3_PUBLIC_BASE_URL ? [new URL(deps.env.S3_PUBLIC_BASE_URL).origin] : [],
  });
  return async (c, next) => {
    const started = performance.now();
    const bindings = c.env as NodeBindings;
    const socketIp = socketAddress(bindings?.incoming?.socket.remoteAddress);
    const clientAddress = resolveClientIp(socketIp, c.req.header('x-forwarded-for'), trustedProxies);
    c.set('clientAddress', clientAddress);
    c.set('clientIp', clientLimitKey(clientAddress));
    const fromProxy = socketIp && isTrustedProxy(trustedProxies, socketIp) ? acceptableRequestId(c.req.header('x-request-id')) : undefined;
    const requestId = fromProxy ?? randomUUID();
    c.set('requestId', requestId);
    // The handlers' logger writes this request's id on every line (no AsyncLocalStorage: see request-context.ts).
    c.set('deps', { ...deps, logger: withRequestId(logger, requestId) });
    const path = c.req.path;
    const api = path.startsWith('/api/');
    const headers = api && !API_PAGES.has(path) ? lists.api : ASSET_PATH.test(path) ? lists.asset : lists.page;
    const outgoing = bindings?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      outgoing.setHeader('X-Request-Id', requestId);
      // Every reply may differ by encoding, so a shared cache never hands one client another's.
      outgoing.setHeader('Vary', 'Accept-Encoding');
    }
    await next();
    if (!outgoing) setOnReply(c, headers, requestId);
    const compressing = compressResponse(c, Boolean(outgoing));
    if (compressing) await compressing;
    const status = c.res.status;
    if (api) observeRequest(metrics, c, status, (performance.now() - started) / 1000);
    const fields = { method: c.req.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, requestId };
    if (status >= 500) logger.error('request', fields);
    else if (api && path !== LIVENESS_PATH) logger.info('request', fields);
    else logger.debug('request', fields);
  };
}

function setOnReply(c: Context, headers: SecurityHeaders, requestId: string) {
  let target = c.res.headers;
  try {
    target.set('X-Request-Id', requestId);
  } catch {
    // A reply passed through from elsewhere (fetch) has immutable headers: copy it once.
    c.res = new Response(c.res.body, c.res);
    target = c.res.headers;
    target.set('X-Request-Id', requestId);
  }
  const ownPolicy = target.has('Content-Security-Policy');
  for (const [name, value] of headers) if (!(ownPolicy && name === 'Content-Security-Policy')) target.set(name, value);
}
