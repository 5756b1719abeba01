import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Counter } from '@contracts/credits';
import { users, wallets } from '../../db/schema';
import { historyPost, publishRunner, vipMember } from '../../testing/publishing-kit';
import { fakeWordpressKit } from '../../testing/wordpress-kit';
import { refundUsage, spendUsage } from '../credits';

describe('/api/vip/dashboard: this month’s usage and recent failures', () => {
  const kit = fakeWordpressKit('per-file');

  const spend = (userId: string, counter: Counter, creditCost = 10) =>
    kit.t.db.transaction((tx) => spendUsage(tx, { payer: { kind: 'user', userId }, counter, creditCost, ref: { feature: counter === 'img' ? 'image' : counter === 'adv' ? 'keyword_lookup' : 'generation', id: randomUUID() } }));

  it('counts what the member spent this month per counter and in credits, net of refunds', async () => {
    const { client, userId } = await vipMember(kit.t);
    expect((await client.get('/api/vip/dashboard')).body.usage).toEqual({ gen: 0, img: 0, adv: 0, credits: 0 });
    await spend(userId, 'gen');
    const refunded = await spend(userId, 'gen');
    await spend(userId, 'gen');
    await kit.t.db.transaction((tx) => refundUsage(tx, { payer: { kind: 'user', userId }, counter: 'gen', charge: refunded.charge, ref: { feature: 'generation', id: randomUUID() } }));
    await spend(userId, 'adv');
    // No image counter left: the image is paid with 7 credits.
    await kit.t.db.update(users).set({ imgCount: 0 }).where(eq(users.id, userId));
    await kit.t.db.update(wallets).set({ totalPaidCredits: 20 }).where(eq(wallets.userId, userId));
    const paid = await spend(userId, 'img', 7);
    expect(paid.charge).toMatchObject({ kind: 'credits' });
    const dashboard = (await client.get('/api/vip/dashboard')).body;
    expect(dashboard.usage).toEqual({ gen: 2, img: 0, adv: 1, credits: 7 });
    expect(dashboard.wallet).toMatchObject({ paidCredits: 13 });
  });

  it('lists a publication that failed among the recent failures, with its Korean reason', async () => {
    const { client, userId, res } = await kit.connect();
    const blog = res.body;
    const title = `실패한 발행 ${Date.now()}`;
    await client.post('/api/publications', { generationId: await historyPost(kit.t, userId, { title }), blogId: blog.id });
    expect((await client.get('/api/vip/dashboard')).body.failures).toEqual([]);
    kit.wp.user.capabilities.publish_posts = false;
    try {
      await publishRunner(kit.t).tick();
    } finally {
      kit.wp.user.capabilities.publish_posts = true;
    }
    const { failures } = (await client.get('/api/vip/dashboard')).body;
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ kind: 'publication', title: `${title} → ${blog.name}`, status: '실패' });
    expect(failures[0].error).toBe('이 계정에는 글을 발행할 권한이 없습니다(403).');
    // Someone else's dashboard does not show it.
    const other = await vipMember(kit.t);
    expect((await other.client.get('/api/vip/dashboard')).body.failures).toEqual([]);
  });
});
