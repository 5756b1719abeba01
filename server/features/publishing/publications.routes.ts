import { createPublicationInput, packPublishedInput, postThumbnailInput, publicationListQuery } from '@contracts/publishing';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { valid } from '../../lib/validate';
import { requireSignedIn } from '../accounts';
import { getPostThumbnail, setPostThumbnail } from './featured-image';
import { buildPackZip, buildPublishPack, markPackPublished } from './pack.service';
import { withdrawBlogSchedule } from './publish-remote';
import { M } from './publishing.messages';
import { cancelPublication, getPublication, listPublications, retryPublication, schedulePublication } from './publications.service';

const idParam = z.object({ id: z.string().min(1).max(100) });
const postParam = z.object({ generationId: z.string().min(1).max(100) });

async function requireVip(c: Parameters<typeof requireSignedIn>[0]) {
  const signed = await requireSignedIn(c);
  if (signed.user.grade !== 'vip') throw new AppError('VIP_ONLY', M.vipOnly, 403);
  return signed;
}

const runDue = (c: Parameters<typeof requireSignedIn>[0]) => c.get('deps').scheduler?.runDue();

export const publicationsRoutes = new Hono<AppEnv>()
  .get('/', valid('query', publicationListQuery), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ items: await listPublications(c.get('deps').db, { userId: user.id, ...c.req.valid('query') }) }, 200);
  })
  // Auto-posting is a VIP feature: publish a history post now or at a time (UTC on the wire).
  .post('/', valid('json', createPublicationInput), async (c) => {
    const { user } = await requireVip(c);
    const input = c.req.valid('json');
    const created = await c
      .get('deps')
      .db.transaction((tx) =>
        schedulePublication(tx, {
          userId: user.id,
          generationId: input.generationId,
          blogId: input.blogId,
          publishAt: input.publishAt ? new Date(input.publishAt) : undefined,
          status: input.postStatus,
          scheduledBy: input.scheduledBy,
        }),
      );
    if (!input.publishAt || new Date(input.publishAt).getTime() <= Date.now() || input.scheduledBy === 'blog') runDue(c);
    return c.json(created, 201);
  })
  .get('/:id', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await getPublication(c.get('deps').db, { userId: user.id, id: c.req.valid('param').id }), 200);
  })
  .post('/:id/cancel', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    const { id } = c.req.valid('param');
    await withdrawBlogSchedule(c.get('deps'), { userId: user.id, id });
    return c.json(await cancelPublication(c.get('deps').db, { userId: user.id, id }), 200);
  })
  // The featured image a post gets when published (/wblog): the chosen thumbnail, or what stands in for it.
  .get('/posts/:generationId/thumbnail', valid('param', postParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await getPostThumbnail(c.get('deps'), { userId: user.id, generationId: c.req.valid('param').generationId }), 200);
  })
  .put('/posts/:generationId/thumbnail', valid('param', postParam), valid('json', postThumbnailInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await setPostThumbnail(c.get('deps'), { userId: user.id, generationId: c.req.valid('param').generationId, imageId: c.req.valid('json').imageId }), 200);
  })
  .post('/:id/retry', valid('param', idParam), async (c) => {
    const { user } = await requireVip(c);
    const view = await retryPublication(c.get('deps').db, { userId: user.id, id: c.req.valid('param').id });
    runDue(c);
    return c.json(view, 200);
  })
  .get('/:id/pack', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await buildPublishPack(c.get('deps'), { userId: user.id, id: c.req.valid('param').id }), 200);
  })
  .get('/:id/pack.zip', valid('param', idParam), async (c) => {
    const { user } = await requireSignedIn(c);
    const { id } = c.req.valid('param');
    const zip = await buildPackZip(c.get('deps'), { userId: user.id, id });
    return c.body(new Uint8Array(zip), 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="publish-pack-${id.slice(0, 8)}.zip"` });
  })
  // The member posted the pack by hand: the pasted URL marks the publication published.
  .post('/:id/published', valid('param', idParam), valid('json', packPublishedInput), async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json(await markPackPublished(c.get('deps').db, { userId: user.id, id: c.req.valid('param').id, url: c.req.valid('json').url }), 200);
  });
