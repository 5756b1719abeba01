import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, publicationMedia, publications } from '../../db/schema';
import { createSafeFetch } from '../../lib/safe-fetch';
import { startFaultProxy } from '../../testing/fakes/fault-proxy';
import { ciWordpress, historyPost, publishRunner, storedImage, vipMember } from '../../testing/publishing-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publicationMarker } from './post-html';
import { schedulePublication } from './publications.service';
import { BLOG_SCHEDULE_CHECK_MS } from './publish-run.service';

// Runs against the real WordPress that scripts/wordpress-ci.sh starts (.ci/run always starts it).
const wp = ciWordpress();
const wpFetch = createSafeFetch({ allowPrivateHosts: true });
const authHeader = () => ({ Authorization: `Basic ${Buffer.from(`${wp!.user}:${wp!.password}`).toString('base64')}` });
const rest = async <T>(route: string, query = '') => (await (await wpFetch(`${wp!.baseUrl}/?rest_route=${encodeURIComponent(route)}${query}`, { headers: authHeader() })).json()) as T;
type WpPost = { id: number; status: string; date_gmt: string; featured_media: number; content: { raw: string }; link: string };
const postsWithMarker = (publicationId: string) => rest<WpPost[]>('/wp/v2/posts', `&search=${publicationMarker(publicationId)}&status=publish,future,draft,trash&context=edit`);
const mediaWithMarker = (publicationId: string) => rest<{ id: number; source_url: string }[]>('/wp/v2/media', `&search=${publicationMarker(publicationId)}&per_page=100&context=edit`);
const mediaUrl = async (id: number) => (await rest<{ source_url: string }>(`/wp/v2/media/${id}`, '&context=edit')).source_url;
const isMediaUpload = (r: { method?: string; url?: string }) => r.method === 'POST' && /wp(%2F|\/)v2(%2F|\/)media(?!%2F|\/)/.test(r.url ?? '');
const isCreate = (r: { method?: string; url?: string }) => r.method === 'POST' && /wp(%2F|\/)v2(%2F|\/)posts(?!%2F|\/)/.test(r.url ?? '');

/** A thumbnail saved from /imageX, as the images feature keeps it (kind 'thumbnail', a PNG). */
async function savedThumbnail(t: TestApp, userId: string) {
  const bytes = await sharp({ create: { width: 128, height: 72, channels: 3, background: { r: 250, g: 200, b: 0 } } }).png().toBuffer();
  const id = randomUUID();
  await t.deps.storage.put(`test/${id}.png`, bytes, 'image/png');
  await t.db.insert(images).values({ id, userId, kind: 'thumbnail', status: 'ready', storageKey: `test/${id}.png`, contentType: 'image/png', bytes: bytes.length, width: 128, height: 72, etag: id, prompt: '썸네일' });
  return { id, url: `/files/${id}` };
}

describe.skipIf(!wp)('WordPress: featured thumbnail, media uploaded once, and schedules WordPress keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLISH_ALLOW_PRIVATE_HOSTS: 'true' });
  });
  afterAll(() => t?.close());

  const connect = async (client: Awaited<ReturnType<typeof vipMember>>['client'], siteUrl = wp!.baseUrl) =>
    (await client.post('/api/blogs', { kind: 'wordpress', siteUrl, username: wp!.user, applicationPassword: wp!.password })).body as { id: string };

  it('features the /imageX thumbnail the post carries, not its first image', async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connect(client);
    const photo = await storedImage(t, userId);
    const thumb = await savedThumbnail(t, userId);
    const generationId = await historyPost(t, userId, { title: `썸네일 본문 ${Date.now()}`, content: `# 제목\n\n![사진](${photo.url})\n\n본문\n\n![썸네일](${thumb.url})` });
    expect((await client.get(`/api/publications/posts/${generationId}/thumbnail`)).body).toMatchObject({ imageId: thumb.id, source: 'thumbnail-in-post' });
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body).toMatchObject({ status: 'published', error: null });
    const [post] = await postsWithMarker(created.body.id);
    expect(post!.featured_media).toBeGreaterThan(0);
    expect(await mediaUrl(post!.featured_media)).toContain(thumb.id);
    // Both images are in the post, each uploaded once.
    expect(await mediaWithMarker(created.body.id)).toHaveLength(2);
  });

  it('features the thumbnail chosen for the post even when the body does not show it; without one, the first image', async () => {
    const { client, userId } = await vipMember(t);
    const other = await vipMember(t);
    const blog = await connect(client);
    const photo = await storedImage(t, userId);
    const thumb = await savedThumbnail(t, userId);
    const strangers = await savedThumbnail(t, other.userId);
    const generationId = await historyPost(t, userId, { title: `고른 썸네일 ${Date.now()}`, content: `# 제목\n\n![사진](${photo.url})` });
    expect((await client.get(`/api/publications/posts/${generationId}/thumbnail`)).body).toMatchObject({ imageId: photo.id, source: 'first-image', url: photo.url });
    const refused = await client.put(`/api/publications/posts/${generationId}/thumbnail`, { imageId: strangers.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toContain('이미지를 찾을 수 없습니다');
    expect((await other.client.put(`/api/publications/posts/${generationId}/thumbnail`, { imageId: strangers.id })).status).toBe(404);
    const chosen = await client.put(`/api/publications/posts/${generationId}/thumbnail`, { imageId: thumb.id });
    expect(chosen.body).toMatchObject({ imageId: thumb.id, source: 'chosen' });

    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('published');
    const [post] = await postsWithMarker(created.body.id);
    expect(await mediaUrl(post!.featured_media)).toContain(thumb.id);
    expect(post!.content.raw).not.toContain(thumb.id);

    const cleared = await client.put(`/api/publications/posts/${generationId}/thumbnail`, { imageId: null });
    expect(cleared.body).toMatchObject({ imageId: photo.id, source: 'first-image' });
    const again = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    const [second] = await postsWithMarker(again.body.id);
    expect(await mediaUrl(second!.featured_media)).toContain(photo.id);
  });

  it('reuses the media a failed try uploaded: WordPress answers 500 after the uploads, the retry makes one media item per image', async () => {
    const proxy = await startFaultProxy(wp!.baseUrl);
    try {
      const { client, userId } = await vipMember(t);
      const blog = await connect(client, proxy.url);
      const a = await storedImage(t, userId);
      const b = await storedImage(t, userId, { r: 10, g: 200, b: 60 });
      const generationId = await historyPost(t, userId, { title: `미디어 재사용 ${Date.now()}`, content: `# 제목\n\n![a](${a.url})\n\n![b](${b.url})` });
      proxy.rules.push({ match: isCreate, fail: [500] });
      const created = await client.post('/api/publications', { generationId, blogId: blog.id });
      const run = publishRunner(t);
      await run.tick();
      expect((await client.get(`/api/publications/${created.body.id}`)).body).toMatchObject({ status: 'scheduled', attempts: 1 });
      expect(await t.db.select().from(publicationMedia).where(eq(publicationMedia.publicationId, created.body.id))).toHaveLength(2);
      run.advance(61_000);
      await run.tick();
      expect((await client.get(`/api/publications/${created.body.id}`)).body).toMatchObject({ status: 'published', attempts: 2 });
      const media = await mediaWithMarker(created.body.id);
      expect(media).toHaveLength(2);
      const [post] = await postsWithMarker(created.body.id);
      expect(media.map((m) => m.id)).toContain(post!.featured_media);
      for (const m of media) expect(post!.content.raw).toContain(m.source_url);
    } finally {
      await proxy.close();
    }
  });

  it('finds an upload whose answer never came back (the runner died) instead of uploading the image again', async () => {
    const proxy = await startFaultProxy(wp!.baseUrl);
    try {
      const { client, userId } = await vipMember(t);
      const blog = await connect(client, proxy.url);
      const a = await storedImage(t, userId);
      const generationId = await historyPost(t, userId, { title: `업로드 중단 ${Date.now()}`, content: `# 제목\n\n![a](${a.url})` });
      const created = await client.post('/api/publications', { generationId, blogId: blog.id });
      proxy.rules.push({ match: isMediaUpload, holdAfterForward: true });
      void publishRunner(t, { instanceId: 'dies-uploading', leaseMs: 60_000 }).tick();
      await expect.poll(() => proxy.heldCount(), { timeout: 15_000 }).toBe(1);
      expect(await t.db.select().from(publicationMedia).where(eq(publicationMedia.publicationId, created.body.id))).toHaveLength(0);
      await publishRunner(t, { instanceId: 'takes-over', start: new Date(Date.now() + 120_000) }).tick();
      expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('published');
      const media = await mediaWithMarker(created.body.id);
      expect(media).toHaveLength(1);
      const [post] = await postsWithMarker(created.body.id);
      expect(post!.featured_media).toBe(media[0]!.id);
    } finally {
      await proxy.close();
    }
  });

  it('hands a schedule to WordPress as a future post with date_gmt, and cancelling it trashes that post', async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connect(client);
    const generationId = await historyPost(t, userId, { title: `워드프레스 예약 ${Date.now()}` });
    const publishAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 86_400_000);
    const created = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: publishAt.toISOString(), scheduledBy: 'blog' });
    expect(created.status).toBe(201);
    await publishRunner(t).tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'scheduled', scheduledBy: 'blog', publishAt: publishAt.toISOString(), error: null });
    const [post] = await postsWithMarker(created.body.id);
    expect(post!.status).toBe('future');
    expect(post!.date_gmt).toBe(publishAt.toISOString().slice(0, 19));
    expect(pub.url).toBeTruthy();
    const [row] = await t.db.select().from(publications).where(eq(publications.id, created.body.id));
    expect(row!.remoteId).toBe(String(post!.id));

    const cancelled = await client.post(`/api/publications/${created.body.id}/cancel`, {});
    expect(cancelled.body.status).toBe('cancelled');
    expect((await postsWithMarker(created.body.id))[0]!.status).toBe('trash');

    // Removing the connection takes what WordPress still holds for it along.
    const second = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: publishAt.toISOString(), scheduledBy: 'blog' });
    await publishRunner(t).tick();
    expect((await postsWithMarker(second.body.id))[0]!.status).toBe('future');
    expect((await client.delete(`/api/blogs/${blog.id}`)).status).toBeLessThan(300);
    expect((await postsWithMarker(second.body.id))[0]!.status).toBe('trash');
    expect((await client.get(`/api/publications/${second.body.id}`)).body.status).toBe('cancelled');
  });

  // WordPress publishes a `future` post less than a minute ahead at once, so this test waits a little over a
  // minute in real time for WordPress's own schedule (scheduled as if asked a minute ago: we take two minutes ahead at the earliest).
  // The CI WordPress runs no WP-Cron on page hits (DISABLE_WP_CRON, see scripts/wordpress-ci.sh), so the post
  // goes out when our overdue check calls wp-cron.php, as on a host that leaves cron to a system job.
  it('marks a WordPress-kept schedule published once WordPress has put it out at its time', { timeout: 150_000 }, async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connect(client);
    const generationId = await historyPost(t, userId, { title: `곧 발행될 예약 ${Date.now()}` });
    const publishAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 66_000);
    const created = { body: await t.db.transaction((tx) => schedulePublication(tx, { userId, generationId, blogId: blog.id, publishAt, scheduledBy: 'blog', now: new Date(Date.now() - 60_000) })) };
    const run = publishRunner(t);
    await run.tick();
    expect((await postsWithMarker(created.body.id))[0]!.status).toBe('future');
    // Our check runs shortly after the time (by the runner's clock) and finds the post out.
    await new Promise((r) => setTimeout(r, Math.max(0, publishAt.getTime() - Date.now()) + 1500));
    run.advance(publishAt.getTime() - run.now().getTime() + BLOG_SCHEDULE_CHECK_MS - 5000);
    await run.tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('scheduled');
    run.advance(6000);
    await run.tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'published', error: null, publishedAt: publishAt.toISOString() });
    const [post] = await postsWithMarker(created.body.id);
    expect(post!.status).toBe('publish');
    expect(pub.url).toBe(post!.link);
  });

  it('refuses a WordPress-kept schedule without a time, as a draft, or for a blog that is not WordPress', async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connect(client);
    const naver = (await client.post('/api/blogs', { kind: 'naver', siteUrl: 'https://blog.naver.com/someone' })).body;
    const generationId = await historyPost(t, userId);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const noTime = await client.post('/api/publications', { generationId, blogId: blog.id, scheduledBy: 'blog' });
    expect(noTime.status).toBe(422);
    expect(noTime.body.error.message).toContain('2분 이후의 예약 시간');
    const tooSoon = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: new Date(Date.now() + 30_000).toISOString(), scheduledBy: 'blog' });
    expect(tooSoon.status).toBe(422);
    const draft = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: later, postStatus: 'draft', scheduledBy: 'blog' });
    expect(draft.status).toBe(422);
    const notWp = await client.post('/api/publications', { generationId, blogId: naver.id, publishAt: later, scheduledBy: 'blog' });
    expect(notWp.status).toBe(422);
    expect(notWp.body.error.message).toContain('워드프레스 블로그에서만');
  });
});
