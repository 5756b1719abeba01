import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogConnections, jobs, publications } from '../../db/schema';
import { createWordpressClient } from '../../integrations/wordpress/wordpress.adapter';
import { createSafeFetch } from '../../lib/safe-fetch';
import { startFaultProxy } from '../../testing/fakes/fault-proxy';
import { ciWordpress, historyPost, publishRunner, storedImage, vipMember } from '../../testing/publishing-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publicationMarker } from './post-html';

const isCreate = (r: { method?: string; url?: string }) => r.method === 'POST' && /wp(%2F|\/)v2(%2F|\/)posts(?!%2F|\/)/.test(r.url ?? '');

// Runs against the real WordPress that scripts/wordpress-ci.sh starts (.ci/run always starts it).
const wp = ciWordpress();
const wpFetch = createSafeFetch({ allowPrivateHosts: true });
const admin = () => createWordpressClient({ siteUrl: wp!.baseUrl, username: wp!.user, password: wp!.password }, wpFetch);
const postsWithMarker = async (publicationId: string) => {
  const res = await wpFetch(`${wp!.baseUrl}/?rest_route=/wp/v2/posts&search=${publicationMarker(publicationId)}&status=publish,future,draft&context=edit`, {
    headers: { Authorization: `Basic ${Buffer.from(`${wp!.user}:${wp!.password}`).toString('base64')}` },
  });
  return (await res.json()) as {
    id: number;
    status: string;
    title: { raw: string };
    content: { raw: string };
    featured_media: number;
    categories: number[];
    tags: number[];
    link: string;
  }[];
};

describe.skipIf(!wp)('publishing to a real WordPress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLISH_ALLOW_PRIVATE_HOSTS: 'true' });
  });
  afterAll(() => t?.close());

  const connect = async (client: Awaited<ReturnType<typeof vipMember>>['client'], siteUrl = wp!.baseUrl, username = wp!.user, applicationPassword = wp!.password) =>
    client.post('/api/blogs', { kind: 'wordpress', siteUrl, username, applicationPassword });

  it('verifies the account before saving, seals the password and never returns it', async () => {
    const { client } = await vipMember(t);
    const res = await connect(client);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'wordpress', siteUrl: wp!.baseUrl, username: wp!.user, status: 'active', name: 'CI 블로그' });
    expect(JSON.stringify(res.body)).not.toContain(wp!.password);
    const [row] = await t.db.select().from(blogConnections).where(eq(blogConnections.id, res.body.id));
    expect(row!.sealedCredentials).toMatch(/^v1\./);
    expect(row!.sealedCredentials).not.toContain(wp!.password.slice(0, 4));
    const list = await client.get('/api/blogs');
    expect(JSON.stringify(list.body)).not.toContain('sealed');
  });

  it('refuses a subscriber who cannot publish, and a wrong password, with Korean reasons', async () => {
    const { client } = await vipMember(t);
    const reader = await connect(client, wp!.baseUrl, wp!.readerUser, wp!.readerPassword);
    expect(reader.status).toBe(422);
    expect(reader.body.error.message).toContain('발행할 권한이 없습니다');
    const wrong = await connect(client, wp!.baseUrl, wp!.user, 'abcd efgh ijkl mnop qrst uvwx');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toContain('애플리케이션 비밀번호가 맞지 않습니다');
    expect((await client.get('/api/blogs')).body.items).toEqual([]);
  });

  it('offers WordPress’s own authorization page for a one-click application password', async () => {
    const { client } = await vipMember(t);
    const res = await client.get(`/api/blogs/wordpress/authorize-url?siteUrl=${encodeURIComponent(wp!.baseUrl)}`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.pathname).toBe('/wp-admin/authorize-application.php');
    // Unique per request: WordPress refuses a second application password of the same name.
    expect(url.searchParams.get('app_name')).toMatch(/^글빛 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(url.searchParams.get('success_url')).toBe(`${t.env.BASE_URL}/blog-connect?wp=approved`);
  });

  it('publishes a Korean post with its image uploaded, a featured image, category, tags and disclosure, and checks it is live', async () => {
    const { client, userId } = await vipMember(t);
    const blog = (await connect(client)).body;
    const categories = await client.get(`/api/blogs/${blog.id}/categories`);
    expect(categories.body.items.map((c: { name: string }) => c.name)).toContain('Uncategorized');
    const category = `여행-${Date.now()}`;
    const saved = await client.put(`/api/blogs/${blog.id}/settings`, {
      defaultCategoryId: null,
      defaultCategoryName: category,
      defaultTags: ['제주', `#테스트${Date.now()}`],
      postStatus: 'publish',
      disclosure: '이 포스팅은 쿠팡 파트너스 활동의 일환으로 수수료를 받을 수 있습니다.',
      featuredImage: true,
      dailyCap: 5,
    });
    expect(saved.status).toBe(200);
    const image = await storedImage(t, userId);
    const generationId = await historyPost(t, userId, { title: `제주 바다 산책 ${Date.now()}`, content: `# 제목\n\n첫 문단 **굵게**.\n\n![바다](${image.url})\n\n<script>alert(1)</script>` });
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('scheduled');
    const run = publishRunner(t);
    await run.tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'published', error: null });
    expect(pub.url).toMatch(new RegExp(`^${wp!.baseUrl}/`));
    const [post] = await postsWithMarker(created.body.id);
    expect(post!.title.raw).toMatch(/^제주 바다 산책/);
    expect(post!.status).toBe('publish');
    expect(post!.content.raw).toContain('<strong>굵게</strong>');
    expect(post!.content.raw).toContain('/wp-content/uploads/');
    expect(post!.content.raw).toContain('&lt;script&gt;');
    expect(post!.content.raw).toContain('쿠팡 파트너스');
    expect(post!.featured_media).toBeGreaterThan(0);
    const cats = await admin().categories();
    expect(post!.categories).toContain(cats.find((c) => c.name === category)!.id);
    expect(post!.tags.length).toBe(2);
    const page = await fetch(pub.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('제주 바다 산책');
  });

  it('schedules a future post on WordPress itself (status future with date_gmt)', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000);
    const post = await admin().createPost({ title: `예약 글 ${Date.now()}`, content: '<p>미래</p>', status: 'future', dateGmt: at.toISOString().slice(0, 19) });
    expect(post.status).toBe('future');
  });

  it('stores a scheduled time in UTC and runs it only when due', async () => {
    const { client, userId } = await vipMember(t);
    const blog = (await connect(client)).body;
    const generationId = await historyPost(t, userId, { title: `예약 발행 ${Date.now()}` });
    const publishAt = new Date(Date.now() + 2 * 3_600_000);
    const created = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: publishAt.toISOString() });
    const [row] = await t.db.select().from(publications).where(eq(publications.id, created.body.id));
    expect(row!.publishAt.toISOString()).toBe(publishAt.toISOString());
    const run = publishRunner(t);
    await run.tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('scheduled');
    run.advance(2 * 3_600_000 + 1000);
    await run.tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('published');
  });

  it('retries after 1 and 5 minutes when WordPress answers 500 twice, then publishes once', async () => {
    const proxy = await startFaultProxy(wp!.baseUrl);
    try {
      const { client, userId } = await vipMember(t);
      const blog = (await connect(client, proxy.url)).body;
      const generationId = await historyPost(t, userId, { title: `재시도 ${Date.now()}` });
      proxy.rules.push({ match: isCreate, fail: [500, 500] });
      const created = await client.post('/api/publications', { generationId, blogId: blog.id });
      const run = publishRunner(t);
      await run.tick();
      let pub = (await client.get(`/api/publications/${created.body.id}`)).body;
      expect(pub.status).toBe('scheduled');
      expect(pub.error).toContain('1분 뒤 다시 시도');
      run.advance(59_000);
      await run.tick();
      expect((await client.get(`/api/publications/${created.body.id}`)).body.attempts).toBe(1);
      run.advance(2_000);
      await run.tick();
      pub = (await client.get(`/api/publications/${created.body.id}`)).body;
      expect(pub.error).toContain('5분 뒤 다시 시도');
      run.advance(5 * 60_000 + 1000);
      await run.tick();
      pub = (await client.get(`/api/publications/${created.body.id}`)).body;
      expect(pub).toMatchObject({ status: 'published', attempts: 3, error: null });
      expect(await postsWithMarker(created.body.id)).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('makes one post, not two, when the runner dies after WordPress created the post but before the answer was recorded', async () => {
    const proxy = await startFaultProxy(wp!.baseUrl);
    try {
      const { client, userId } = await vipMember(t);
      const blog = (await connect(client, proxy.url)).body;
      const generationId = await historyPost(t, userId, { title: `중단 ${Date.now()}` });
      const created = await client.post('/api/publications', { generationId, blogId: blog.id });
      proxy.rules.push({ match: isCreate, holdAfterForward: true });
      const dying = publishRunner(t, { instanceId: 'dies', leaseMs: 60_000 });
      void dying.tick();
      await expect.poll(() => proxy.heldCount(), { timeout: 15_000 }).toBe(1);
      const [mid] = await t.db.select().from(publications).where(eq(publications.id, created.body.id));
      expect(mid).toMatchObject({ status: 'publishing', remoteId: null });
      // The first runner is gone (its lease runs out); another instance takes the job over.
      const next = publishRunner(t, { instanceId: 'takes-over', start: new Date(Date.now() + 120_000) });
      await next.tick();
      const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
      expect(pub.status).toBe('published');
      const posts = await postsWithMarker(created.body.id);
      expect(posts).toHaveLength(1);
      expect(pub.url).toBe(posts[0]!.link);
      const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `publication:${created.body.id}:0`));
      expect(job).toMatchObject({ status: 'done', lockedBy: null });
    } finally {
      await proxy.close();
    }
  });

  it('fails at once on a revoked application password and marks the connection broken', async () => {
    const fresh = await wpFetch(`${wp!.baseUrl}/?rest_route=/wp/v2/users/me/application-passwords`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${wp!.user}:${wp!.password}`).toString('base64')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `revoke-${Date.now()}` }),
    });
    const pw = (await fresh.json()) as { uuid: string; password: string };
    const { client, userId } = await vipMember(t);
    const blog = (await connect(client, wp!.baseUrl, wp!.user, pw.password)).body;
    expect(blog.status).toBe('active');
    await wpFetch(`${wp!.baseUrl}/?rest_route=/wp/v2/users/me/application-passwords/${pw.uuid}`, {
      method: 'DELETE',
      headers: { Authorization: `Basic ${Buffer.from(`${wp!.user}:${wp!.password}`).toString('base64')}` },
    });
    const generationId = await historyPost(t, userId, { title: `취소된 비밀번호 ${Date.now()}` });
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    const run = publishRunner(t);
    await run.tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'failed', attempts: 1 });
    expect(pub.error).toContain('401');
    const [conn] = (await client.get('/api/blogs')).body.items;
    expect(conn).toMatchObject({ status: 'broken' });
    expect(conn.brokenReason).toContain('다시 연결');
    const again = await client.post('/api/publications', { generationId, blogId: blog.id });
    expect(again.status).toBe(409);
    const check = await client.post(`/api/blogs/${blog.id}/check`, {});
    expect(check.body.ok).toBe(false);
  });

  it('stops at the per-blog daily cap and moves the rest to the next KST day', async () => {
    const { client, userId } = await vipMember(t);
    const blog = (await connect(client)).body;
    await client.put(`/api/blogs/${blog.id}/settings`, { defaultCategoryId: null, defaultCategoryName: null, defaultTags: [], postStatus: 'draft', disclosure: '', featuredImage: false, dailyCap: 1 });
    const first = await client.post('/api/publications', { generationId: await historyPost(t, userId, { title: `한도 1 ${Date.now()}` }), blogId: blog.id });
    const second = await client.post('/api/publications', { generationId: await historyPost(t, userId, { title: `한도 2 ${Date.now()}` }), blogId: blog.id });
    const run = publishRunner(t);
    await run.tick();
    expect((await client.get(`/api/publications/${first.body.id}`)).body).toMatchObject({ status: 'published', postStatus: 'draft' });
    const held = (await client.get(`/api/publications/${second.body.id}`)).body;
    expect(held.status).toBe('scheduled');
    expect(held.error).toContain('하루 발행 한도(1건)');
    expect(new Date(held.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(held.nextAttemptAt).getUTCHours()).toBe(15);
  });
});
