import { describe, expect, it } from 'vitest';
import { historyPost, publishRunner, vipMember } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { C } from './publishing.messages';

// Every address a member stores, or that the server hands to the member's browser, is an http(s) one:
// pages put them in links, where `javascript:` would run as the member.
const HOSTILE = ['javascript:alert(document.domain)//', 'javascript:%0aalert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'https://x.example/a" onmouseover="alert(1)'];

describe('URL schemes', () => {
  const kit = fakeWordpressKit('per-test');

  it('POST /api/blogs refuses a non-http(s) address for every kind, in Korean, and keeps nothing', async () => {
    await kit.start();
    const { client } = await vipMember(kit.t);
    for (const siteUrl of HOSTILE) {
      for (const body of [{ kind: 'tistory', siteUrl }, { kind: 'naver', siteUrl }, { kind: 'wordpress', siteUrl, username: 'editor', applicationPassword: 'abcd EFGH ijkl MNOP qrst UVWX' }]) {
        const res = await client.post('/api/blogs', body);
        expect(res.status, `${body.kind} ${siteUrl}`).toBe(400);
        expect(res.body.error.message).toContain('http:// 또는 https://');
      }
    }
    expect((await client.get('/api/blogs')).body.items).toEqual([]);
    expect((await client.post('/api/blogs', { kind: 'tistory', siteUrl: 'https://me.tistory.com' })).status).toBe(201);
  });

  it('POST /api/publications/{id}/published takes only an http(s) address of the post', async () => {
    await kit.start();
    const { client, userId } = await vipMember(kit.t);
    const blog = (await client.post('/api/blogs', { kind: 'tistory', siteUrl: 'https://me.tistory.com' })).body;
    const generationId = await historyPost(kit.t, userId);
    const created = await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(kit.t).tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('waiting-for-member');
    for (const url of HOSTILE) {
      const res = await client.post(`/api/publications/${created.body.id}/published`, { url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toContain('게시한 글의 주소가 올바르지 않습니다.');
    }
    expect((await client.get(`/api/publications/${created.body.id}`)).body).toMatchObject({ status: 'waiting-for-member', url: null });
    const done = await client.post(`/api/publications/${created.body.id}/published`, { url: 'https://me.tistory.com/12' });
    expect(done.body).toMatchObject({ status: 'published', url: 'https://me.tistory.com/12' });
  });

  it('GET /api/blogs/wordpress/authorize-url hands out only an http(s) page on the site itself', async () => {
    for (const authorizationUrl of ['javascript:alert(document.domain)//', 'http://evil.example/wp-admin/authorize-application.php', 'data:text/html,x']) {
      const wp = await kit.start({ authorizationUrl });
      const { client } = await vipMember(kit.t);
      const res = await client.get(`/api/blogs/wordpress/authorize-url?siteUrl=${encodeURIComponent(wp.url)}`);
      expect(res.status, authorizationUrl).toBe(422);
      expect(res.body.error).toEqual({ code: 'WORDPRESS_FOREIGN_AUTHORIZE', message: C.authorizeForeign });
      await wp.close();
    }
    const wp = await kit.start();
    const { client } = await vipMember(kit.t);
    const ok = await client.get(`/api/blogs/wordpress/authorize-url?siteUrl=${encodeURIComponent(wp.url)}`);
    expect(ok.status).toBe(200);
    expect(new URL(ok.body.url).origin).toBe(new URL(wp.url).origin);
    const hostile = await client.get(`/api/blogs/wordpress/authorize-url?siteUrl=${encodeURIComponent('javascript:alert(1)//')}`);
    expect(hostile.status).toBe(400);
  });

  it('keeps no post address a blog reports unless it is http(s)', async () => {
    await kit.start({ postLink: 'javascript:alert(document.domain)//' });
    const { res, client, userId } = await kit.connect();
    expect(res.status).toBe(201);
    const generationId = await historyPost(kit.t, userId, { title: `링크 ${Date.now()}` });
    const created = await client.post('/api/publications', { generationId, blogId: res.body.id });
    await publishRunner(kit.t).tick();
    const pub = (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(pub.status).toBe('published');
    expect(pub.url).toBeNull();
  });
});
