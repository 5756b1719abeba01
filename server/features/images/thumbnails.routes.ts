import { Hono } from 'hono';
import { thumbnailInput, type ThumbnailInput } from '@contracts/images';
import type { AppEnv } from '../../lib/app-context';
import { consumeRateLimit } from '../../lib/rate-limit';
import { valid } from '../../lib/validate';
import { readSignedIn, requireConsented } from '../accounts';
import { readBackground, storeImage, toGalleryImage, type StoreDeps } from './gallery.service';
import { etagOf } from './image-bytes';
import { limits } from './images.limits';
import { renderThumbnail } from './thumbnail-renderer';

async function render(deps: StoreDeps, input: ThumbnailInput, viewerId: string | null) {
  const photo = input.background.kind === 'image' ? await readBackground(deps, input.background.fileId, viewerId) : undefined;
  return renderThumbnail(input, photo);
}

export const thumbnailsRoutes = new Hono<AppEnv>()
  // Public (visitors too), limited per client: the PNG at exactly the chosen size.
  .post('/', valid('json', thumbnailInput), async (c) => {
    const deps = c.get('deps');
    await consumeRateLimit(deps.db, `thumbnail:${c.get('clientIp')}`, limits.thumbnailPerIp);
    const signedIn = await readSignedIn(c);
    const png = await render(deps, c.req.valid('json'), signedIn?.user.id ?? null);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  })
  // Members: the same thumbnail, kept in their gallery.
  .post('/gallery', valid('json', thumbnailInput), async (c) => {
    const deps = c.get('deps');
    const { user } = await requireConsented(c);
    await consumeRateLimit(deps.db, `thumbnail:${c.get('clientIp')}`, limits.thumbnailPerIp);
    const input = c.req.valid('json');
    const png = await render(deps, input, user.id);
    const { width, height } = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    const row = await storeImage(deps, { userId: user.id, kind: 'thumbnail', prompt: input.title, image: { bytes: png, contentType: 'image/png', ext: 'png', width, height, etag: etagOf(png) } });
    return c.json(toGalleryImage(deps.storage, row), 201);
  });
