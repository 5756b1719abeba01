import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { checkLiveness, checkReadiness } from './health.service';

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { dbKind, version } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(checkLiveness({ dbKind, version }), 200);
});

export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, dbKind, version, env } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(await checkReadiness(db, { dbKind, version, maxJobLagMs: env.READY_MAX_JOB_LAG_SECONDS * 1000 }), 200);
});
