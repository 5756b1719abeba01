import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-context';

/**
 * Serves the built SPA (dist/client, never the server bundle beside it): hashed assets cached for a year,
 * everything else revalidated, and any extension-less path answered with index.html so client-side
 * routes survive a reload. Source maps are refused unless `sourceMaps` is set (PUBLIC_SOURCE_MAPS).
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, options: { sourceMaps?: boolean } = {}) {
  const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  if (!options.sourceMaps) {
    app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not Found', 404) : next()));
  }
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || c.res.status !== 200) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: staticDir }));
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || path.extname(c.req.path) !== '') return next();
    return c.html(indexHtml);
  });
}
