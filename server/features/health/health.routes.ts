import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { checkLiveness, checkReadiness } from './health.service';

// Liveness is probed every few seconds by every balancer: its reply carries plain headers, which the
// Node adapter writes as they are (c.header() would build a web Headers object per probe).
export const healthRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { dbKind, version } = c.get('deps');
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  return new Response(JSON.stringify(checkLiveness({ dbKind, version })), { status: 200, headers });
});

export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, dbKind, version, env } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(await checkReadiness(db, { dbKind, version, maxJobLagMs: env.READY_MAX_JOB_LAG_SECONDS * 1000 }), 200);
});
