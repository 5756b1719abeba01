import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { historyPost, publishRunner, vipMember } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { M } from './publishing.messages';

describe('/api/publications: retry, cancel and the filtered list (and /api/vip/publications for /vipHistory)', () => {
  const kit = fakeWordpressKit('per-file');

  async function memberWithBlogs() {
    const { res, ...member } = await kit.connect();
    const wordpress = res.body;
    const tistory = (await member.client.post('/api/blogs', { kind: 'tistory', siteUrl: `https://t${Date.now()}.tistory.com` })).body;
    const publish = async (blogId: string, title: string, publishAt?: Date) => {
      const res = await member.client.post('/api/publications', { generationId: await historyPost(kit.t, member.userId, { title }), blogId, ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    return { ...member, wordpress, tistory, publish };
  }

  /** Runs what is due now with the account unable to publish (WordPress answers 403): the publication fails. */
  async function failOnce() {
    kit.wp.user.capabilities.publish_posts = false;
    try {
      await publishRunner(kit.t).tick();
    } finally {
      kit.wp.user.capabilities.publish_posts = true;
    }
  }

  it('retries a failed publication as a fresh try that publishes once; refuses what did not fail, others’ and non-VIP members', async () => {
    const { client, userId, wordpress, publish } = await memberWithBlogs();
    const id = await publish(wordpress.id, `다시 시도 ${Date.now()}`);
    await failOnce();
    expect((await client.get(`/api/publications/${id}`)).body).toMatchObject({ status: 'failed', attempts: 1, error: M.forbidden });

    const stranger = await vipMember(kit.t);
    expect((await stranger.client.post(`/api/publications/${id}/retry`, {})).status).toBe(404);

    const retried = await client.post(`/api/publications/${id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: 'scheduled', attempts: 0, error: null });
    await publishRunner(kit.t).tick();
    const pub = (await client.get(`/api/publications/${id}`)).body;
    expect(pub).toMatchObject({ status: 'published', attempts: 1, error: null });
    expect(kit.wp.posts.filter((p) => p.link === pub.url)).toHaveLength(1);

    const again = await client.post(`/api/publications/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.notRetryable);

    const other = await publish(wordpress.id, `등급 ${Date.now()}`);
    await failOnce();
    await kit.t.db.update(users).set({ grade: 'normal' }).where(eq(users.id, userId));
    const notVip = await client.post(`/api/publications/${other}/retry`, {});
    expect(notVip.status).toBe(403);
    expect(notVip.body.error.message).toBe(M.vipOnly);
    expect((await client.get(`/api/publications/${other}`)).body.status).toBe('failed');
  });

  it('does not retry onto a broken connection, and leaves the publication failed', async () => {
    const { client, wordpress, publish } = await memberWithBlogs();
    const id = await publish(wordpress.id, `끊긴 블로그 ${Date.now()}`);
    await failOnce();
    const saved = kit.wp.user.password;
    kit.wp.user.password = 'gone gone gone gone gone gone';
    try {
      expect((await client.post(`/api/blogs/${wordpress.id}/check`, {})).body.blog.status).toBe('broken');
    } finally {
      kit.wp.user.password = saved;
    }
    const res = await client.post(`/api/publications/${id}/retry`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(M.blogBroken);
    expect((await client.get(`/api/publications/${id}`)).body).toMatchObject({ status: 'failed', error: M.forbidden });
  });

  it('cancels a publication the app keeps scheduled, so nothing is posted at its time; a second cancel is refused', async () => {
    const { client, wordpress, publish } = await memberWithBlogs();
    const title = `취소할 예약 ${Date.now()}`;
    const id = await publish(wordpress.id, title, new Date(Date.now() + 2 * 3_600_000));
    const stranger = await vipMember(kit.t);
    expect((await stranger.client.post(`/api/publications/${id}/cancel`, {})).status).toBe(404);
    const cancelled = await client.post(`/api/publications/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', nextAttemptAt: null });
    const run = publishRunner(kit.t);
    run.advance(2 * 3_600_000 + 60_000);
    await run.tick();
    expect((await client.get(`/api/publications/${id}`)).body.status).toBe('cancelled');
    expect(kit.wp.posts.some((p) => p.title === title)).toBe(false);
    const twice = await client.post(`/api/publications/${id}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(M.notCancellable);
  });

  it('lists by status and by blog, on /api/publications and on /api/vip/publications with the blogs to filter by', async () => {
    const { client, wordpress, tistory, publish } = await memberWithBlogs();
    const published = await publish(wordpress.id, `발행됨 ${Date.now()}`);
    await publishRunner(kit.t).tick();
    const failed = await publish(wordpress.id, `실패함 ${Date.now()}`);
    await failOnce();
    const waiting = await publish(tistory.id, `예약됨 ${Date.now()}`, new Date(Date.now() + 3_600_000));
    const ids = (res: { body: { items?: { id: string }[]; publications?: { id: string }[] } }) =>
      (res.body.items ?? res.body.publications ?? []).map((p) => p.id).sort();

    expect(ids(await client.get('/api/publications'))).toEqual([published, failed, waiting].sort());
    expect(ids(await client.get('/api/publications?status=failed'))).toEqual([failed]);
    expect(ids(await client.get('/api/publications?status=published'))).toEqual([published]);
    expect(ids(await client.get(`/api/publications?blogId=${tistory.id}`))).toEqual([waiting]);
    expect(ids(await client.get(`/api/publications?blogId=${wordpress.id}`))).toEqual([published, failed].sort());
    expect(ids(await client.get(`/api/publications?blogId=${wordpress.id}&status=scheduled`))).toEqual([]);
    const bad = await client.get('/api/publications?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/[가-힣]/);

    const history = await client.get(`/api/vip/publications?status=failed&blogId=${wordpress.id}`);
    expect(history.status).toBe(200);
    expect(ids(history)).toEqual([failed]);
    expect(history.body.publications[0]).toMatchObject({ status: 'failed', blogName: wordpress.name, error: M.forbidden });
    expect(history.body.blogs.map((b: { id: string }) => b.id).sort()).toEqual([wordpress.id, tistory.id].sort());
    expect(ids(await client.get(`/api/vip/publications?blogId=${tistory.id}`))).toEqual([waiting]);
    const live = (await client.get('/api/vip/publications?status=published')).body.publications;
    expect(live).toHaveLength(1);
    expect(live[0].id).toBe(published);
    expect(kit.wp.posts.map((p) => p.link)).toContain(live[0].url);
    // Another member's blog filters to nothing of theirs.
    const stranger = await vipMember(kit.t);
    expect(ids(await stranger.client.get(`/api/vip/publications?blogId=${wordpress.id}`))).toEqual([]);
  });
});
