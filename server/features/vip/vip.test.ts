import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationRuns, automations, blogConnections, generations, publications, users } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { monthRange } from './kst-month';
import { vipCalendar } from './vip.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member(grade = 'vip') {
  const client = createClient(t);
  const { user } = await signUpAndLogin(client);
  await t.db.update(users).set({ grade }).where(eq(users.id, user.id));
  return { client, userId: user.id };
}

describe('KST months', () => {
  it('starts 2030-03 at 2030-02-28 15:00 UTC and ends at 2030-03-31 15:00 UTC', () => {
    const { from, to } = monthRange('2030-03');
    expect([from.toISOString(), to.toISOString()]).toEqual(['2030-02-28T15:00:00.000Z', '2030-03-31T15:00:00.000Z']);
  });
});

describe('/api/vip', () => {
  it('keeps the dashboard, calendar and publications to vip members, and the profile to signed-in ones', async () => {
    const { client } = await member('normal');
    for (const path of ['/api/vip/dashboard', '/api/vip/calendar?month=2030-03', '/api/vip/publications']) {
      const res = await client.get(path);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('VIP 회원만 이용할 수 있습니다.');
    }
    expect((await client.get('/api/vip/profile')).status).toBe(200);
    expect((await createClient(t).get('/api/vip/profile')).status).toBe(401);
    const vip = await member();
    expect((await vip.client.get('/api/vip/calendar?month=2030-13')).status).toBe(400);
  });

  it('saves the profile: notification email checked, template and blog must be the member’s', async () => {
    const { client, userId } = await member();
    const bad = await client.put('/api/vip/profile', { notificationEmail: '메일 아님' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('유효한 이메일 주소를 입력해주세요.');
    expect((await client.put('/api/vip/profile', { defaultBlogId: 'someone-elses' })).status).toBe(404);
    const blogId = randomUUID();
    await t.db.insert(blogConnections).values({ id: blogId, userId, kind: 'tistory', name: '내 티스토리', siteUrl: 'https://me.tistory.com' });
    const saved = await client.put('/api/vip/profile', { defaultBlogId: blogId, defaultTemplateId: null, notificationEmail: 'alerts@example.kr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ defaultBlogId: blogId, notificationEmail: 'alerts@example.kr', blogs: [{ id: blogId, name: '내 티스토리' }] });
    expect((await client.get('/api/vip/profile')).body.notificationEmail).toBe('alerts@example.kr');
  });

  it('puts runs, planned slots and publications on the KST month calendar, and usage on the dashboard', async () => {
    const { client, userId } = await member();
    const automationId = randomUUID();
    await t.db.insert(automations).values({
      id: automationId,
      userId,
      name: '월요일 글',
      weekdays: [1],
      time: '08:00',
      source: { kind: 'report' },
      options: { contentType: 'info', tone: 'haeyo', length: 'short', platform: 'naver', instructions: '', faq: true, table: false, imagePlaceholders: false },
      target: { kind: 'history' },
      activeSince: new Date('2030-02-01T00:00:00Z'),
    });
    // A run logged on Monday 2030-03-04 08:00 KST (= 03-03 23:00 UTC), and a post published on 03-01 00:30 KST.
    await t.db.insert(automationRuns).values({ id: randomUUID(), automationId, userId, slot: new Date('2030-03-03T23:00:00Z'), status: 'completed', keyword: '봄 캠핑' });
    const generationId = randomUUID();
    await t.db.insert(generations).values({ id: generationId, ownerUserId: userId, keyword: '봄 캠핑', title: '봄 캠핑 가이드', input: {} as never, provider: 'offline', model: 'offline', charge: { kind: 'counter' }, status: 'completed' });
    await t.db.insert(publications).values({ id: randomUUID(), userId, generationId, blogKind: 'naver', status: 'published', publishAt: new Date('2030-02-28T15:30:00Z'), remoteUrl: 'https://blog.naver.com/me/1' });
    const entries = await vipCalendar(t.db, userId, '2030-03', new Date('2030-03-05T00:00:00Z'));
    expect(entries.map((e) => [e.kind, e.at, e.planned])).toEqual([
      ['publication', '2030-02-28T15:30:00.000Z', false],
      ['automation', '2030-03-03T23:00:00.000Z', false],
      ['automation', '2030-03-10T23:00:00.000Z', true],
      ['automation', '2030-03-17T23:00:00.000Z', true],
      ['automation', '2030-03-24T23:00:00.000Z', true],
    ]);
    expect(entries[0]).toMatchObject({ title: '봄 캠핑 가이드', status: '발행됨', link: 'https://blog.naver.com/me/1' });
    // Over HTTP (today is before March 2030) every Monday is planned, except the one already in the log.
    expect((await client.get('/api/vip/calendar?month=2030-03')).body.entries).toHaveLength(5);
    const dashboard = await client.get('/api/vip/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.usage).toEqual({ gen: 0, img: 0, adv: 0, credits: 0 });
    expect(dashboard.body.upcoming[0]).toMatchObject({ kind: 'automation', title: '월요일 글', planned: true });
    expect(dashboard.body.waiting).toEqual([]);
    // A Tistory post whose time came: the dashboard reminds the member and links to its publish pack.
    const packId = randomUUID();
    await t.db.insert(publications).values({ id: packId, userId, generationId, blogKind: 'tistory', status: 'waiting-for-member', publishAt: new Date('2030-03-01T01:00:00Z') });
    const reminded = await client.get('/api/vip/dashboard');
    expect(reminded.body.waiting).toEqual([expect.objectContaining({ kind: 'publication', title: '봄 캠핑 가이드', status: '직접 게시 대기', link: `/auto-posting?pack=${packId}` })]);
  });
});
