import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { checkHealth } from './health.service';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, dbKind, version } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(await checkHealth(db, { dbKind, version }), 200);
});
