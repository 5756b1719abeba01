import { describe, expect, it } from 'vitest';
import type { FakeWordpressOptions } from '../../testing/fakes/wordpress-server';
import { historyPost, publishRunner } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { BLOG_SCHEDULE_CHECK_MS } from './publish-run.service';
import { M } from './publishing.messages';

// WordPress keeps a schedule with WP-Cron, which runs only when someone visits the site (or a host's
// system cron calls wp-cron.php). These are the ways it can still hold the post as `future` when we look
// after its time, from a local fake whose WP-Cron can be made to run, be busy or be off.
describe('a WordPress-kept schedule whose time has passed (WP-Cron)', () => {
  const kit = fakeWordpressKit('per-test');

  async function handedOver(options: FakeWordpressOptions) {
    // The site's clock follows the job runner's once the runner exists.
    const site = { now: () => new Date() };
    const wp = await kit.start({ ...options, clock: () => site.now() });
    const { client, userId, res: blog } = await kit.connect();
    expect(blog.status).toBe(201);
    const generationId = await historyPost(kit.t, userId, { title: `예약 누락 ${Date.now()}` });
    const publishAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    const created = await client.post('/api/publications', { generationId, blogId: blog.body.id, publishAt: publishAt.toISOString(), scheduledBy: 'blog' });
    expect(created.status).toBe(201);
    const run = publishRunner(kit.t);
    site.now = run.now;
    await run.tick();
    const read = async () => (await client.get(`/api/publications/${created.body.id}`)).body;
    expect(await read()).toMatchObject({ status: 'scheduled', error: null });
    expect(wp.posts).toHaveLength(1);
    expect(wp.posts[0]!.status).toBe('future');
    // The check is due two minutes after the time; WordPress has had no visitor since.
    const toCheck = () => run.advance(publishAt.getTime() + BLOG_SCHEDULE_CHECK_MS - run.now().getTime() + 1000);
    return { wp, run, read, publishAt, toCheck };
  }

  const cronCalls = (requests: string[]) => requests.filter((r) => r === 'GET /wp-cron.php').length;

  it('runs WordPress’s cron itself when no visitor has, and marks the post published at its time', async () => {
    const { wp, run, read, publishAt, toCheck } = await handedOver({ wpCron: 'runs' });
    toCheck();
    await run.tick();
    expect(cronCalls(wp.requests)).toBe(1);
    expect(wp.posts[0]!.status).toBe('publish');
    expect(await read()).toMatchObject({ status: 'published', error: null, publishedAt: publishAt.toISOString(), url: wp.posts[0]!.link });
  });

  it('waits for a cron run already in progress (wp-cron.php returns at once while another request holds its lock)', async () => {
    const { wp, run, read, toCheck } = await handedOver({ wpCron: 'busy', cronBusyMs: 600 });
    toCheck();
    const started = Date.now();
    await run.tick();
    expect(await read()).toMatchObject({ status: 'published', error: null });
    // It looked again until that run was done, and no longer (≈ 5 s at most).
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(cronCalls(wp.requests)).toBe(1);
  });

  it('when WP-Cron is off and the host’s cron has not run, says so and looks again a minute later', { timeout: 20_000 }, async () => {
    const { wp, run, read, publishAt, toCheck } = await handedOver({ wpCron: 'off' });
    toCheck();
    await run.tick();
    let pub = await read();
    expect(pub).toMatchObject({ status: 'scheduled', publishedAt: null });
    expect(pub.error).toContain(M.missedSchedule);
    expect(pub.error).toContain('1분 뒤 다시 시도');
    expect(wp.posts[0]!.status).toBe('future');
    // Not before the minute is up.
    run.advance(30_000);
    await run.tick();
    expect(cronCalls(wp.requests)).toBe(1);
    // The host's cron runs; the next look finds the post out.
    wp.runDueCron();
    run.advance(31_000);
    await run.tick();
    pub = await read();
    expect(pub).toMatchObject({ status: 'published', error: null, publishedAt: publishAt.toISOString() });
    expect(wp.posts).toHaveLength(1);
  });
});
