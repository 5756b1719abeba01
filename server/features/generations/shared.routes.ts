import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { readShared } from './generations.service';

/** Public, read-only: a post its owner shares (spec /blog/{id}); 404 once the owner revokes it. */
export const sharedRoutes = new Hono<AppEnv>().get('/:shareId', async (c) => {
  const row = await readShared(c.get('deps').db, c.req.param('shareId'));
  c.header('Cache-Control', 'no-store');
  return c.json({ title: row.title, content: row.content, keyword: row.keyword, createdAt: row.createdAt.toISOString() }, 200);
});
