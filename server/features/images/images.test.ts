import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE } from '@contracts/images';
import { creditItems, generations, images, users, wallets } from '../../db/schema';
import { imageProviderMessages } from '../../integrations/images/image-errors';
import { createClient } from '../../testing/browser-client';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakes/openai-images-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fetchFile, insertPost, member, upload, visitor } from '../../testing/images-kit';

let fake: FakeImagesServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeImagesServer();
  t = await createTestApp({ IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test', IMAGE_BASE_URL: fake.url, IMAGE_CREDIT_COST: '15' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.queue = [];
  fake.fallback = { kind: 'b64' };
});

const body = { prompt: '제주 바다 위 노을', size: '1:1', style: 'photo', count: 2 };
const imgCountOf = async (userId: string) => (await t.db.select({ n: users.imgCount }).from(users).where(eq(users.id, userId)))[0]?.n;

describe('POST /api/images', () => {
  it('makes the asked number of images, spends one imgCount each and stores them', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    const res = await client.post('/api/images', body);
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(2);
    expect(res.body.remaining.imgCount).toBe(97);
    expect(res.body.refunds).toEqual([]);
    expect(await imgCountOf(userId)).toBe(97);
    expect(fake.requests.at(-1)?.prompt).toContain('제주 바다 위 노을');
    const file = await client.get(res.body.images[0].url);
    expect(file.res.headers.get('content-type')).toBe('image/png');
  });

  it('refunds a refused image and answers the Korean refusal when none was made', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    fake.queue = [{ kind: 'refuse' }];
    const res = await client.post('/api/images', { ...body, count: 1 });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'IMAGE_REFUSED', message: imageProviderMessages.refused });
    expect(await imgCountOf(userId)).toBe(99);
    const rows = await t.db.select().from(images).where(eq(images.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('keeps the images made and refunds only the failed one', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    fake.queue = [{ kind: 'b64' }, { kind: 'refuse' }];
    const res = await client.post('/api/images', body);
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(1);
    expect(res.body.failures).toEqual([{ code: 'IMAGE_REFUSED', message: imageProviderMessages.refused }]);
    expect(res.body.refunds).toEqual([{ kind: 'counter' }]);
    expect(await imgCountOf(userId)).toBe(98);
  });

  it('at imgCount 0 pays IMAGE_CREDIT_COST credits, event credits first, and refunds exactly them on failure', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    await t.db.update(users).set({ imgCount: 0 }).where(eq(users.id, userId));
    await t.db.update(wallets).set({ totalEventCredits: 10, totalPaidCredits: 100 }).where(eq(wallets.userId, userId));
    const ok = await client.post('/api/images', { ...body, count: 1 });
    expect(ok.body.remaining).toMatchObject({ imgCount: 0, eventCredits: 0, paidCredits: 95 });
    fake.queue = [{ kind: 'refuse' }];
    await client.post('/api/images', { ...body, count: 1 });
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, userId));
    expect([wallet?.totalEventCredits, wallet?.totalPaidCredits]).toEqual([0, 95]);
    const ledger = await t.db.select().from(creditItems).where(eq(creditItems.userId, userId));
    expect(ledger.filter((r) => r.reason === 'image').map((r) => r.amount).sort((a, b) => a - b)).toEqual([-15, -10, -5]);
  });

  it('answers 402 with the price when neither imgCount nor credits cover it, spending nothing', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    await t.db.update(users).set({ imgCount: 1 }).where(eq(users.id, userId));
    await t.db.update(wallets).set({ totalEventCredits: 0, totalPaidCredits: 0 }).where(eq(wallets.userId, userId));
    const res = await client.post('/api/images', body);
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await imgCountOf(userId)).toBe(1);
  });

  it('refuses visitors and bad input in Korean', async () => {
    const visitor = createClient(t);
    expect((await visitor.post('/api/images', body)).status).toBe(401);
    const client = createClient(t);
    await member(t, client);
    const res = await client.post('/api/images', { ...body, count: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('한 번에 4장까지 만들 수 있습니다.');
  });
});

describe('gallery', () => {
  it('lists own images newest first in cursor pages, and deletes one with its file', async () => {
    const client = createClient(t);
    await member(t, client);
    for (let i = 0; i < 4; i++) expect((await client.post('/api/images', { ...body, prompt: `그림 ${i}`, count: 4 })).status).toBe(200);
    const first = await client.get('/api/images');
    expect(first.body.items).toHaveLength(GALLERY_PAGE_SIZE);
    const second = await client.get(`/api/images?cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(16 - GALLERY_PAGE_SIZE);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((i: { id: string }) => i.id)).size).toBe(16);
    expect(all[0].prompt).toBe('그림 3');
    expect(all.at(-1).prompt).toBe('그림 0');
    const other = createClient(t);
    await member(t, other);
    expect((await other.get('/api/images')).body.items).toEqual([]);
    expect((await other.delete(`/api/images/${all[0].id}`)).status).toBe(404);
    expect((await client.delete(`/api/images/${all[0].id}`)).status).toBe(200);
    expect((await client.get(all[0].url)).status).toBe(404);
  });

  it("deletes a leaving member's images with their files, not only the rows", async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    expect((await client.post('/api/images', { ...body, count: 2 })).status).toBe(200);
    const rows = await t.db.select({ key: images.storageKey }).from(images).where(eq(images.userId, userId));
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(await t.deps.storage.get(key as string)).not.toBeNull();
    expect((await client.post('/api/users/delete-account', { userId })).status).toBe(200);
    for (const { key } of rows) expect(await t.deps.storage.get(key as string)).toBeNull();
  });

  it('serves a stored image with a year-long cache and an ETag that answers 304', async () => {
    const client = createClient(t);
    await member(t, client);
    const { body: made } = await client.post('/api/images', { ...body, count: 1 });
    const first = await client.get(made.images[0].url);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await client.get(made.images[0].url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });
});

describe('insert into a post', () => {
  it('puts the image under the chosen H2 with Korean alt text (Markdown), and refuses an unknown heading', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    const postId = await insertPost(t, userId);
    const { body: made } = await client.post('/api/images', { ...body, count: 1 });
    const image = made.images[0];
    const res = await client.post(`/api/images/${image.id}/insert`, { generationId: postId, heading: '맛집 정리', alt: '제주 고기국수 [사진]' });
    expect(res.status).toBe(200);
    const [post] = await t.db.select().from(generations).where(eq(generations.id, postId));
    expect(post?.content).toContain(`## 맛집 정리\n\n![제주 고기국수 사진](${image.url})\n\n고기국수를`);
    const missing = await client.post(`/api/images/${image.id}/insert`, { generationId: postId, heading: '없는 소제목', alt: '설명' });
    expect(missing.status).toBe(422);
  });

  it('suggests one prompt per H2 from the headings when no text model is connected', async () => {
    const client = createClient(t);
    const userId = await member(t, client);
    const postId = await insertPost(t, userId);
    const res = await client.post('/api/images/suggestions', { generationId: postId });
    expect(res.body.fromModel).toBe(false);
    expect(res.body.suggestions.map((s: { heading: string }) => s.heading)).toEqual(['첫째 날 코스', '맛집 정리']);
    const other = createClient(t);
    await member(t, other);
    expect((await other.post('/api/images/suggestions', { generationId: postId })).status).toBe(404);
  });
});

describe('POST /api/images/uploads', () => {
  it('refuses HTML named .png (the bytes decide the type)', async () => {
    const client = createClient(t);
    await visitor(client);
    const res = await upload(t, client, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('strips EXIF (GPS) from a phone photo before storing it', async () => {
    const client = createClient(t);
    await visitor(client);
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22c55e' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(t, client, withExif, 'IMG_0001.HEIC.png', 'image/png');
    expect(res.status).toBe(201);
    const served = await fetchFile(t, client, res.body.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a file over 10 MB with a Korean 413', async () => {
    const client = createClient(t);
    await visitor(client);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(t, client, big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('이미지는 10MB까지 올릴 수 있습니다.');
  });
});

describe('GET /api/images/provider', () => {
  it('says which image model is connected', async () => {
    const res = await createClient(t).get('/api/images/provider');
    expect(res.body).toEqual({ available: true, provider: 'openai', model: 'gpt-image-1' });
  });

  it('with IMAGE_PROVIDER=off, says none is connected and generation answers 503 in Korean', async () => {
    const off = await createTestApp();
    try {
      const client = createClient(off);
      expect((await client.get('/api/images/provider')).body.available).toBe(false);
      await member(off, client);
      const res = await client.post('/api/images', body);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('AI 이미지 모델이 아직 연결되지 않아 이미지를 만들 수 없어요. 썸네일 만들기는 지금도 쓸 수 있어요.');
    } finally {
      await off.close();
    }
  });
});
