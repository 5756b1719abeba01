import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { galleryQuery, generateImagesInput, type ImageProviderStatus, insertImageInput, MAX_UPLOAD_BYTES, suggestionsInput, type UploadReply } from '@contracts/images';
import type { AppEnv } from '../../lib/app-context';
import { AppError, errorBody } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { sameOriginOnly } from '../../lib/origin-check';
import { before, valid } from '../../lib/validate';
import { requireConsented, resolveOwner } from '../accounts';
import { deleteImage, listGallery, storeImage } from './gallery.service';
import { generateImages } from './generate.service';
import { cleanImage } from './image-bytes';
import { inQueue, uploadQueue } from './image-queues';
import { limits, UPLOAD_BODY_SLACK_BYTES } from './images.limits';
import { messages } from './images.messages';
import { insertIntoPost, suggestPrompts } from './post-images.service';
import { announceToIndexNow } from '../../integrations/indexnow/indexnow.adapter';

/** The upload route's full path: the app-wide 1 MB body limit steps aside for it. */
export const UPLOAD_PATH = '/api/images/uploads';

const uploadForm = z.object({ file: z.instanceof(File, { message: messages.noFile }) });
const idParam = z.object({ id: z.string().uuid(messages.notFound) });

export const imagesRoutes = new Hono<AppEnv>()
  // Public: whether an image model is connected, so /images can say so before anyone signs in.
  .get('/provider', (c) => {
    const { images } = c.get('deps');
    const status: ImageProviderStatus = { available: images.available, provider: images.provider, model: images.model };
    return c.json(status, 200);
  })
  .get('/', valid('query', galleryQuery), async (c) => {
    const { user } = await requireConsented(c);
    return c.json(await listGallery(c.get('deps'), user.id, c.req.valid('query').cursor), 200);
  })
  .post('/', valid('json', generateImagesInput), async (c) => {
    const { user } = await requireConsented(c);
    return c.json(await generateImages(c.get('deps'), user.id, c.req.valid('json'), c.req.raw.signal), 200);
  })
  .post('/suggestions', valid('json', suggestionsInput), async (c) => {
    const { user } = await requireConsented(c);
    return c.json(await suggestPrompts(c.get('deps'), user.id, c.req.valid('json').generationId, c.req.raw.signal), 200);
  })
  .post(
    '/uploads',
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + UPLOAD_BODY_SLACK_BYTES, onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', messages.tooLarge), 413) }),
    // Only our own pages upload, for a visitor or a member: a file is never hosted for a script.
    (c, next) => sameOriginOnly(c.get('deps').env.allowedOrigins)(c, next),
    // Counted before the body is parsed, so a flood of large uploads is turned away cheaply.
    before(async (c) => {
      await resolveOwner(c);
      await consumeRateLimit(c.get('deps').db, `image-upload:${c.get('clientIp')}`, limits.uploadPerIp);
    }),
    valid('form', uploadForm),
    async (c) => {
      const deps = c.get('deps');
      const { file } = c.req.valid('form');
      if (file.size > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, 413);
      const owner = await resolveOwner(c);
      const bytes = Buffer.from(await file.arrayBuffer());
      const image = await inQueue(c, uploadQueue, messages.uploadBusy, () => cleanImage(bytes, { background: true }));
      const row = await storeImage(deps, { ...(owner.kind === 'user' ? { userId: owner.userId } : { userId: null, ownerVisitorId: owner.visitorId }), kind: 'upload', image });
      const reply: UploadReply = { fileId: row.id, url: `/files/${row.id}`, width: image.width, height: image.height };
      return c.json(reply, 201);
    },
  )
  .post('/:id/insert', valid('param', idParam), valid('json', insertImageInput), async (c) => {
    const { user } = await requireConsented(c);
    const deps = c.get('deps');
    const { shareId, ...reply } = await insertIntoPost(deps, user.id, c.req.valid('param').id, c.req.valid('json'));
    // A shared post's page changed: search engines hear of it, without the member waiting.
    if (shareId) void announceToIndexNow(deps.env, deps.logger, [`/blog/${shareId}`]);
    return c.json(reply, 200);
  })
  .delete('/:id', valid('param', idParam), async (c) => {
    const { user } = await requireConsented(c);
    await deleteImage(c.get('deps'), user.id, c.req.valid('param').id);
    return c.json({ success: true }, 200);
  });
