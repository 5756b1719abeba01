import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { readShared, toSharedPost } from './sharing.service';

/** Public, read-only: a post its owner shares (spec /blog/{id}); 404 once the owner revokes it. */
export const sharedRoutes = new Hono<AppEnv>().get('/:shareId', async (c) => {
  const row = await readShared(c.get('deps').db, c.req.param('shareId'));
  c.header('Cache-Control', 'no-store');
  return c.json(toSharedPost(row), 200);
});
