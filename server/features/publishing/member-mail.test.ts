import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mail-message';
import { startFakeWordpress } from '../../testing/fakes/wordpress-server';
import { historyPost, publishRunner, vipMember } from '../../testing/publishing-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('publishing mail goes to the notification email set on /vipProfile', () => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({ PUBLISH_ALLOW_PRIVATE_HOSTS: 'true' }, { mailer: { kind: 'outbox', send: async (m) => (mails.push(m), { messageId: String(mails.length) }) } });
  });
  afterAll(() => t?.close());

  const accountEmail = async (userId: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

  async function packReminder(notificationEmail: string | null) {
    const { client, userId } = await vipMember(t);
    if (notificationEmail) expect((await client.put('/api/vip/profile', { notificationEmail })).status).toBe(200);
    const blog = (await client.post('/api/blogs', { kind: 'tistory', siteUrl: `https://me${Date.now()}.tistory.com` })).body;
    const title = `알림 받을 글 ${Date.now()}`;
    const generationId = await historyPost(t, userId, { title });
    await client.post('/api/publications', { generationId, blogId: blog.id });
    await publishRunner(t).tick();
    return { userId, sent: mails.filter((m) => m.subject.includes(title)) };
  }

  it('sends the pack reminder to the notification email, and to the account email when none is set', async () => {
    const withProfile = await packReminder('alerts@example.kr');
    expect(withProfile.sent.map((m) => m.to)).toEqual(['alerts@example.kr']);
    const without = await packReminder(null);
    expect(without.sent.map((m) => m.to)).toEqual([await accountEmail(without.userId)]);
  });

  it('sends the broken-connection mail to the notification email', async () => {
    const wp = await startFakeWordpress();
    try {
      const { client, userId } = await vipMember(t);
      await client.put('/api/vip/profile', { notificationEmail: 'blog-alerts@example.kr' });
      const blog = (await client.post('/api/blogs', { kind: 'wordpress', siteUrl: wp.url, username: wp.user.login, applicationPassword: wp.user.password })).body;
      expect(blog.status).toBe('active');
      // The member revoked the application password in WordPress.
      wp.user.password = 'newp asswo rdnew passw ordnew';
      const generationId = await historyPost(t, userId, { title: `끊긴 연결 ${Date.now()}` });
      const created = await client.post('/api/publications', { generationId, blogId: blog.id });
      await publishRunner(t).tick();
      expect((await client.get(`/api/publications/${created.body.id}`)).body.status).toBe('failed');
      const sent = mails.filter((m) => m.subject === `[블로그 연결 끊김] ${blog.name}` && m.text.includes(wp.url));
      expect(sent.map((m) => m.to)).toEqual(['blog-alerts@example.kr']);
      expect(sent[0]!.text).toContain(`${t.env.BASE_URL}/blog-connect`);
      expect(await accountEmail(userId)).not.toBe('blog-alerts@example.kr');
    } finally {
      await wp.close();
    }
  });
});
