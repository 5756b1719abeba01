import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../integrations/mail/mail-message';
import { historyPost, publishRunner, storedImage, vipMember } from '../../testing/publishing-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('Naver Blog / Tistory: publish pack and reminder', () => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: { kind: 'outbox', send: async (m) => (mails.push(m), { messageId: String(mails.length) }) } });
  });
  afterAll(() => t?.close());

  it('turns a scheduled publication into a pack at its time, mails one reminder, and is published when the URL is pasted back', async () => {
    const { client, userId } = await vipMember(t);
    const blog = (await client.post('/api/blogs', { kind: 'naver', siteUrl: 'https://blog.naver.com/myblog' })).body;
    expect(blog).toMatchObject({ kind: 'naver', name: 'blog.naver.com/myblog', status: 'active' });
    await client.put(`/api/blogs/${blog.id}/settings`, { defaultCategoryId: null, defaultCategoryName: null, defaultTags: ['제주', '여행'], postStatus: 'publish', disclosure: '파트너스 고지', featuredImage: true, dailyCap: 5 });
    const a = await storedImage(t, userId);
    const b = await storedImage(t, userId, { r: 200, g: 30, b: 30 });
    const generationId = await historyPost(t, userId, { title: '네이버용 글', content: `# 네이버용 글\n\n본문\n\n![첫](${a.url})\n\n![둘](${b.url})` });
    const publishAt = new Date(Date.now() + 3_600_000);
    const created = await client.post('/api/publications', { generationId, blogId: blog.id, publishAt: publishAt.toISOString() });
    const run = publishRunner(t);
    await run.tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('scheduled');
    run.advance(3_600_000 + 1000);
    await run.tick();
    await run.tick();
    expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('waiting-for-member');
    const reminders = mails.filter((m) => m.subject.includes('네이버용 글'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`/auto-posting?pack=${created.body.id}`);
    // The particle follows the title's last syllable (글 → 을), not '을(를)'.
    expect(reminders[0]!.text).toContain('"네이버용 글"을 게시할 시간입니다');
    expect(reminders[0]!.html).toContain('<b>네이버용 글</b>을 게시할 시간입니다');

    const pack = (await client.get(`/api/publications/${created.body.id}/pack`)).body;
    expect(pack.title).toBe('네이버용 글');
    expect(pack.images.map((i: { fileName: string; alt: string }) => [i.fileName, i.alt])).toEqual([['01.jpg', '첫'], ['02.jpg', '둘']]);
    // The title is copied on its own: the body does not repeat it.
    expect(pack.html).not.toContain('네이버용 글');
    expect(pack.html).toContain(`${t.env.BASE_URL}/files/${a.id}`);
    expect(pack.html).toContain('파트너스 고지');
    // The blog's default tags, then the post's keyword, without spaces (Naver's tags have none).
    expect(pack.tags).toEqual(['제주', '여행', '네이버용글']);
    expect(pack.checklist.length).toBeGreaterThanOrEqual(4);
    const zip = await client.send('GET', `/api/publications/${created.body.id}/pack.zip`);
    expect(zip.res.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await (await t.app.request(`/api/publications/${created.body.id}/pack.zip`, { headers: { Cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(a.bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('02.jpg'))).toBe(true);

    const bad = await client.post(`/api/publications/${created.body.id}/published`, { url: 'not a url' });
    expect(bad.status).toBe(400);
    const done = await client.post(`/api/publications/${created.body.id}/published`, { url: 'https://blog.naver.com/myblog/223000000000' });
    expect(done.body).toMatchObject({ status: 'published', url: 'https://blog.naver.com/myblog/223000000000' });
  });

  it('asks a non-VIP member to become VIP before publishing', async () => {
    const { client, userId } = await vipMember(t);
    const blog = (await client.post('/api/blogs', { kind: 'tistory', siteUrl: 'https://me.tistory.com' })).body;
    const generationId = await historyPost(t, userId);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ grade: 'normal' }).where(eq(users.id, userId));
    const res = await client.post('/api/publications', { generationId, blogId: blog.id });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('VIP 회원만 이용할 수 있습니다.');
  });
});
