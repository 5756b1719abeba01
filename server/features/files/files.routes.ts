import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { readServedImage } from '../images';
import { filesMessages } from './files.messages';
import { readStoredFile } from './files.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A stored image never changes under its id (a new image gets a new id), so browsers may keep it a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SAFE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Serves stored files: images from the storage adapter (with an ETag and a year's cache), avatars
 * from the database. SVGs get a policy that runs no script, whatever they contain.
 */
export const filesRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', filesMessages.notFound, 404);
  const deps = c.get('deps');
  const image = await readServedImage(deps, id);
  if (image) {
    const headers = { 'Cache-Control': IMMUTABLE, ETag: image.etag, ...SAFE_HEADERS };
    if (image.etag && c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': image.contentType, ...headers });
  }
  const file = await readStoredFile(deps.db, id);
  if (!file) throw new AppError('NOT_FOUND', filesMessages.notFound, 404);
  return c.body(new Uint8Array(file.data), 200, { 'Content-Type': file.contentType, 'Cache-Control': 'public, max-age=86400', ...SAFE_HEADERS });
});
