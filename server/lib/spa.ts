import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-context';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * extension-less path answered with index.html so client-side routes survive a reload.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
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
