import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users, wallets } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakes/openai-images-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { member } from '../../testing/images-kit';

let fake: FakeImagesServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeImagesServer();
  // The fake holds each answer a little, so requests overlap while they wait on the model.
  fake.delayMs = 20;
  t = await createTestApp({ IMAGE_PROVIDER: 'openai-compatible', IMAGE_BASE_URL: fake.url, IMAGE_MODEL: 'fake-sd' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('spending imgCount under concurrency', () => {
  // PGlite runs one transaction at a time, so there these spends are serialised; CI runs the same test on
  // PostgreSQL (DATABASE_URL), where they truly race for the row.
  it('100 parallel requests against 5 remaining units make exactly 5 images; the counter never goes below 0', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    await t.db.update(users).set({ imgCount: 5 }).where(eq(users.id, userId));
    await t.db.update(wallets).set({ totalEventCredits: 0, totalPaidCredits: 0 }).where(eq(wallets.userId, userId));
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => client.post('/api/images', { prompt: '동시 요청', size: '1:1', style: 'minimal', count: 1 })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(95);
    const made = await t.db.select().from(images).where(eq(images.userId, userId));
    expect(made.filter((r) => r.status === 'ready')).toHaveLength(5);
    expect(made).toHaveLength(5);
    const [row] = await t.db.select({ imgCount: users.imgCount }).from(users).where(eq(users.id, userId));
    expect(row?.imgCount).toBe(0);
    expect(replies.every((r) => r.status !== 200 || r.body.remaining.imgCount >= 0)).toBe(true);
    expect(fake.requests).toHaveLength(5);
  }, 120_000);
});
