import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogConnections, jobs } from '../../db/schema';
import type { FakeWordpressOptions } from '../../testing/fakes/wordpress-server';
import { historyPost, publishRunner } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { M } from './publishing.messages';

// Faults the real WordPress cannot be made to answer on demand (429, a dropped connection, 500 four
// times, a 403 on create), from a local fake that speaks its REST API.
describe('publication retries (429, 5xx and network errors after 1, 5 and 30 minutes; 403 at once) and the live check', () => {
  const kit = fakeWordpressKit('per-test');

  async function scheduled(options: FakeWordpressOptions = {}) {
    await kit.start(options);
    const { client, userId, res: blog } = await kit.connect();
    expect(blog.status).toBe(201);
    const generationId = await historyPost(kit.t, userId, { title: `재시도 정책 ${Date.now()}` });
    const created = await client.post('/api/publications', { generationId, blogId: blog.body.id });
    expect(created.status).toBe(201);
    const read = async () => (await client.get(`/api/publications/${created.body.id}`)).body;
    return { client, blogId: blog.body.id as string, id: created.body.id as string, read, run: publishRunner(kit.t) };
  }

  it('waits 1, 5 and 30 minutes after 5xx answers, then gives up as failed with a Korean reason', async () => {
    const { id, read, run } = await scheduled();
    kit.wp.createFaults.push({ status: 500 }, { status: 502 }, { status: 503 }, { status: 500 });
    await run.tick();
    expect((await read()).error).toContain('1분 뒤 다시 시도');
    run.advance(60_000 + 500);
    await run.tick();
    expect((await read()).error).toContain('5분 뒤 다시 시도');
    run.advance(5 * 60_000 + 500);
    await run.tick();
    let pub = await read();
    expect(pub).toMatchObject({ status: 'scheduled', attempts: 3 });
    expect(pub.error).toContain('30분 뒤 다시 시도');
    expect(pub.error).toContain('503');
    expect(new Date(pub.nextAttemptAt).getTime() - run.now().getTime()).toBe(30 * 60_000);
    // Not before the 30 minutes are up.
    run.advance(29 * 60_000);
    await run.tick();
    expect((await read()).attempts).toBe(3);
    run.advance(60_000 + 500);
    await run.tick();
    pub = await read();
    expect(pub).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    expect(pub.error).toMatch(/^여러 번 시도했지만 발행하지 못했습니다: .*500/);
    expect(kit.wp.posts).toHaveLength(0);
    // The retries ran out: nothing is left to try again on its own.
    run.advance(3_600_000);
    await run.tick();
    expect((await read()).attempts).toBe(4);
    const [job] = await kit.t.db.select().from(jobs).where(eq(jobs.key, `publication:${id}:0`));
    expect(job!.status).toBe('done');
  });

  it('retries a 429 (a host’s rate limit) after a minute and then publishes once', async () => {
    const { read, run } = await scheduled();
    kit.wp.createFaults.push({ status: 429 });
    await run.tick();
    const waiting = await read();
    expect(waiting).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(waiting.error).toContain('1분 뒤 다시 시도');
    expect(waiting.error).toContain('429');
    run.advance(30_000);
    await run.tick();
    expect((await read()).attempts).toBe(1);
    run.advance(31_000);
    await run.tick();
    expect(await read()).toMatchObject({ status: 'published', attempts: 2, error: null, url: kit.wp.posts[0]!.link });
    expect(kit.wp.posts).toHaveLength(1);
  });

  it('retries when the connection drops without an answer, and publishes once', async () => {
    const { read, run } = await scheduled();
    kit.wp.createFaults.push('network');
    await run.tick();
    const waiting = await read();
    expect(waiting).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(waiting.error).toContain('1분 뒤 다시 시도');
    expect(waiting.error).toContain('network');
    run.advance(61_000);
    await run.tick();
    expect(await read()).toMatchObject({ status: 'published', attempts: 2, error: null });
    expect(kit.wp.posts).toHaveLength(1);
  });

  it('fails at once on a 403 (the account lost the right to publish), without retries and without marking the connection broken', async () => {
    const { read, run, blogId } = await scheduled();
    // The site's admin lowered the account to Contributor after it was connected.
    kit.wp.user.capabilities.publish_posts = false;
    await run.tick();
    const pub = await read();
    expect(pub).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null, error: M.forbidden });
    run.advance(31 * 60_000);
    await run.tick();
    expect((await read()).attempts).toBe(1);
    expect(kit.wp.posts).toHaveLength(0);
    const [blog] = await kit.t.db.select().from(blogConnections).where(eq(blogConnections.id, blogId));
    expect(blog!.status).toBe('active');
  });

  it('publishes but says so when the post’s page does not open afterwards (the live check)', async () => {
    const { read, run } = await scheduled({ postPageStatus: 404 });
    await run.tick();
    const pub = await read();
    expect(pub).toMatchObject({ status: 'published', attempts: 1, error: M.notLive, url: kit.wp.posts[0]!.link });
    expect(kit.wp.requests).toContain(`GET ${new URL(kit.wp.posts[0]!.link).pathname}`);
  });
});
