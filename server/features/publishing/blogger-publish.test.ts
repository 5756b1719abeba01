import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBlogger } from '../../testing/fakes/blogger-server';
import { historyPost, publishRunner, storedImage, vipMember } from '../../testing/publishing-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publicationMarker } from './post-html';

describe('Blogger through Google OAuth (local fake of Google’s token endpoint and Blogger v3)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeBlogger>>;
  beforeAll(async () => {
    google = await startFakeBlogger({ clientId: 'blogger-test.apps.googleusercontent.com', clientSecret: 'blogger-secret' });
    t = await createTestApp(google.settings);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  async function connectBlogger(client: Awaited<ReturnType<typeof vipMember>>['client']) {
    const start = await client.get('/api/blogs/blogger/start');
    expect(new URL(start.body.url).searchParams.get('access_type')).toBe('offline');
    const consent = await fetch(start.body.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') as string);
    expect(back.pathname).toBe('/api/blogs/blogger/callback');
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    const grant = new URL(callback.res.headers.get('location') as string).searchParams.get('blogger') as string;
    expect(grant).not.toBe('failed');
    const blogs = await client.get(`/api/blogs/blogger/blogs?grant=${grant}`);
    expect(blogs.body.items).toEqual([{ id: '4242', name: '구글 블로그', url: 'https://fake-blog.blogspot.com/' }]);
    const created = await client.post('/api/blogs', { kind: 'blogger', grantId: grant, remoteBlogId: '4242' });
    expect(created.status).toBe(201);
    return created.body;
  }

  it('connects with offline access, keeps the refresh token sealed, and publishes with images linked from our storage', async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connectBlogger(client);
    expect(blog).toMatchObject({ kind: 'blogger', name: '구글 블로그', status: 'active' });
    expect(JSON.stringify(blog)).not.toContain('1//');
    const image = await storedImage(t, userId);
    const generationId = await historyPost(t, userId, { title: '블로거 글', content: `# 블로거 글\n\n본문입니다.\n\n![사진](${image.url})` });
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'published', error: null });
    expect(pub.url).toMatch(/^https:\/\/fake-blog\.blogspot\.com\/2026\/11\/post-\d+\.html$/);
    expect(google.posts).toHaveLength(1);
    expect(google.posts[0]).toMatchObject({ title: '블로거 글', status: 'LIVE' });
    expect(google.posts[0]!.content).toContain(`src="${t.env.BASE_URL}/files/${image.id}"`);
    expect(google.posts[0]!.content).toContain(publicationMarker(created.body.id));
    expect(google.requests.filter((r) => r.startsWith('POST /blogger/v3/blogs/4242/posts'))).toEqual(['POST /blogger/v3/blogs/4242/posts', `POST /blogger/v3/blogs/4242/posts/${google.posts[0]!.id}/publish`]);
  });

  it('refuses a grant that belongs to another member', async () => {
    const a = await vipMember(t);
    const start = await a.client.get('/api/blogs/blogger/start');
    const back = new URL((await fetch(start.body.url, { redirect: 'manual' })).headers.get('location') as string);
    const grant = new URL((await a.client.get(`${back.pathname}${back.search}`)).res.headers.get('location') as string).searchParams.get('blogger') as string;
    const b = await vipMember(t);
    const stolen = await b.client.post('/api/blogs', { kind: 'blogger', grantId: grant, remoteBlogId: '4242' });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.message).toContain('구글 인증이 만료');
  });

  it('fails at once and marks the connection broken when Google revoked the refresh token', async () => {
    const { client, userId } = await vipMember(t);
    const blog = await connectBlogger(client);
    google.revokeAll();
    const generationId = await historyPost(t, userId, { title: '취소된 토큰' });
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub).toMatchObject({ status: 'failed', attempts: 1 });
    const conn = (await client.get('/api/blogs')).body.items.find((b: { id: string }) => b.id === blog.id);
    expect(conn.status).toBe('broken');
  });
});
