import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { storedFiles } from '../../db/schema';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Serves stored files; SVGs get a policy that runs no script, whatever they contain. */
export const filesRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', '파일을 찾을 수 없습니다.', 404);
  const [file] = await c.get('deps').db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!file) throw new AppError('NOT_FOUND', '파일을 찾을 수 없습니다.', 404);
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
});
