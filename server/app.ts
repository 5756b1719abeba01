import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { healthRoutes } from './features/health/health.routes';
import type { AppDeps, AppEnv } from './lib/app-context';
import { errorBody } from './lib/app-error';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { requestLogger } from './lib/request-logger';
import { securityHeaders } from './lib/security-headers';
import { mountSpa } from './lib/spa';

const MAX_BODY_BYTES = 1024 * 1024;

function createApi() {
  return new Hono<AppEnv>().route('/health', healthRoutes);
}

/** The API's type, for typed clients in the SPA (`import type`). */
export type AppType = ReturnType<typeof createApi>;

/** Builds the whole HTTP app from its dependencies; index.ts serves it, tests call app.request(). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLogger(deps.logger));
  app.use('*', securityHeaders({ https: deps.env.BASE_URL.startsWith('https://') }));
  // Reading c.req.raw.body materialises the full Request on the Node adapter, so bodiless methods skip
  // the limiter; a declared length is checked from the header, and only a streamed body is counted.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'), 413),
  });
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      if (Number(declared) > MAX_BODY_BYTES) return c.json(errorBody('PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'), 413);
      return next();
    }
    return limitBody(c, next);
  });
  app.route('/api', createApi());
  app.all('/api/*', apiNotFound);
  if (deps.staticDir) mountSpa(app, deps.staticDir);
  app.notFound((c) => (c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not Found', 404)));
  app.onError(errorHandler(deps.logger));
  return app;
}
