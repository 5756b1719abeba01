import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { before } from '../../lib/validate';
import { requireAdmin } from '../accounts';
import { readSetupStatus } from './setup.service';

// Admins only: which outside services this server's settings connect, by setting name (never a value).
export const setupAdminRoutes = new Hono<AppEnv>().use('*', before(requireAdmin)).get('/', async (c) => {
  const { db, env } = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return c.json(await readSetupStatus(db, env), 200);
});
