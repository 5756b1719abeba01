import type { Context } from 'hono';
import { Hono } from 'hono';
import { thumbnailInput, type ThumbnailInput } from '@contracts/images';
import type { AppEnv } from '../../lib/app-context';
import type { Owner } from '../../lib/owner';
import { consumeRateLimit } from '../../lib/rate-limit';
import { valid } from '../../lib/validate';
import { requireConsented, resolveOwner } from '../accounts';
import { readBackground, storeImage, toGalleryImage } from './gallery.service';
import { etagOf } from './image-bytes';
import { inQueue, thumbnailQueue } from './image-queues';
import { limits } from './images.limits';
import { messages } from './images.messages';
import { renderThumbnail } from './thumbnail-renderer';

/** Who asks for a background: a member or this browser's visitor; null for a request with neither. */
const backgroundOwner = (c: Context<AppEnv>): Promise<Owner | null> => resolveOwner(c).catch(() => null);

/**
 * Renders in the thumbnail line (bounded, so memory stays flat under a burst): the background is read
 * in the request's turn, not before, so a waiting request holds no image.
 */
function render(c: Context<AppEnv>, input: ThumbnailInput, owner: Owner | null) {
  const deps = c.get('deps');
  return inQueue(c, thumbnailQueue, messages.thumbnailBusy, async () => {
    const photo = input.background.kind === 'image' ? await readBackground(deps, input.background.fileId, owner) : undefined;
    return renderThumbnail(input, photo);
  });
}

export const thumbnailsRoutes = new Hono<AppEnv>()
  // Public (visitors too), limited per client: the PNG at exactly the chosen size.
  .post('/', valid('json', thumbnailInput), async (c) => {
    await consumeRateLimit(c.get('deps').db, `thumbnail:${c.get('clientIp')}`, limits.thumbnailPerIp);
    const input = c.req.valid('json');
    const png = await render(c, input, input.background.kind === 'image' ? await backgroundOwner(c) : null);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  })
  // Members: the same thumbnail, kept in their gallery.
  .post('/gallery', valid('json', thumbnailInput), async (c) => {
    const deps = c.get('deps');
    const { user } = await requireConsented(c);
    await consumeRateLimit(deps.db, `thumbnail:${c.get('clientIp')}`, limits.thumbnailPerIp);
    const input = c.req.valid('json');
    const png = await render(c, input, { kind: 'user', userId: user.id });
    const { width, height } = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    const row = await storeImage(deps, { userId: user.id, kind: 'thumbnail', prompt: input.title, image: { bytes: png, contentType: 'image/png', ext: 'png', width, height, etag: etagOf(png) } });
    return c.json(toGalleryImage(deps.storage, row), 201);
  });
