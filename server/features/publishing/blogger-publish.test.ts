import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { BloggerError, createBloggerClient, exchangeBloggerCode } from '../../integrations/blogger/blogger.adapter';
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
    expect(pub.error).toContain('구글 계정을 다시 연결해 주세요');
    expect(pub.error).not.toContain('애플리케이션 비밀번호');
    const conn = (await client.get('/api/blogs')).body.items.find((b: { id: string }) => b.id === blog.id);
    expect(conn.status).toBe('broken');
    expect(conn.brokenReason).toContain('Blogger 접근 권한이 취소되었거나 만료');
    // No retry is queued: the one job ran and is done, and Google's token endpoint was asked once for it.
    const runs = await t.db.select().from(jobs).where(like(jobs.key, `publication:${created.body.id}:%`));
    expect(runs.map((j) => j.status)).toEqual(['done']);
    expect(google.posts.filter((p) => p.title === '취소된 토큰')).toHaveLength(0);
    const check = await client.post(`/api/blogs/${blog.id}/check`, {});
    expect(check.body).toMatchObject({ ok: false });
    expect(check.body.message).toContain('구글 계정을 다시 연결');
  });

  it('takes a fresh access token when one expires mid-run, and never blames the member for this server’s OAuth settings', async () => {
    const config = { clientId: 'blogger-test.apps.googleusercontent.com', clientSecret: 'blogger-secret', authorizeUrl: google.settings.GOOGLE_OAUTH_AUTHORIZE_URL, tokenUrl: google.settings.GOOGLE_OAUTH_TOKEN_URL, apiBaseUrl: google.url };
    const { refreshToken } = await exchangeBloggerCode(config, { code: await consentCode(), redirectUri: 'http://127.0.0.1/cb' });
    const client = createBloggerClient(config, refreshToken);
    expect(await client.blogs()).toHaveLength(1);
    google.expireAccessTokens();
    expect(await client.blogs()).toHaveLength(1);
    const wrongSecret = createBloggerClient({ ...config, clientSecret: 'not-ours' }, refreshToken);
    const err = await wrongSecret.blogs().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BloggerError);
    expect(err).toMatchObject({ kind: 'rejected', code: 'invalid_client' });
  });

  async function consentCode() {
    const u = new URL(google.settings.GOOGLE_OAUTH_AUTHORIZE_URL);
    u.search = new URLSearchParams({ client_id: 'blogger-test.apps.googleusercontent.com', redirect_uri: 'http://127.0.0.1/cb', access_type: 'offline', scope: 'https://www.googleapis.com/auth/blogger', state: 's' }).toString();
    const res = await fetch(u, { redirect: 'manual' });
    return new URL(res.headers.get('location') as string).searchParams.get('code') as string;
  }
});
