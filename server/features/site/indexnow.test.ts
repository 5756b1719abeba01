import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generations, images, users } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { type FakeIndexNow, startFakeIndexNow } from '../../testing/fakes/indexnow-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

// Every change a search engine should hear about, once, and what it should not; the request never waits.
const ADMIN = 'indexnow-admin@geulbit.kr';
// Long enough for a background send to the local fake to land if one was made.
const SETTLE_MS = 200;
let t: TestApp;
let indexNow: FakeIndexNow;
let admin: TestClient;
let ownerId: string;

const product = (over: Record<string, unknown> = {}) => ({
  slug: 'announced-writer',
  name: '알림 상품',
  summary: '알림 요약',
  heroText: '',
  heroImageUrl: '',
  features: [],
  faq: [],
  packageIds: [],
  published: true,
  ...over,
});
const article = (over: Record<string, unknown> = {}) => ({ title: '알림 글', summary: '요약', category: '글쓰기 팁', body: '본문', coverImageUrl: '', status: 'published', ...over });

const url = (path: string) => `${TEST_ORIGIN}${path}`;
const callsWith = (address: string) => indexNow.calls.filter((c) => c.urlList.includes(address));

/** Waits until `address` was announced `count` times in all, then a little longer to see that no more come. */
async function expectAnnounced(address: string, count: number) {
  if (count > 0) await vi.waitFor(() => expect(callsWith(address).length).toBeGreaterThanOrEqual(count));
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  expect(callsWith(address), address).toHaveLength(count);
}

async function makePost(id: string, shareId: string | null, content = '# 제주 여행\n\n바다') {
  await t.db.insert(generations).values({
    id, ownerUserId: ownerId, keyword: '제주', title: '제주 여행', input: { keyword: '제주' } as never,
    content, status: 'completed', provider: 'offline', model: 'offline', charge: { kind: 'counter' }, shareId,
  });
}

beforeAll(async () => {
  indexNow = await startFakeIndexNow();
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, INDEXNOW_KEY: 'h13indexnowkey0123', INDEXNOW_ENDPOINT: indexNow.url });
  admin = createClient(t);
  await signUpAndLogin(admin, { email: ADMIN });
  const [row] = await t.db.update(users).set({ verified: true }).where(eq(users.email, ADMIN)).returning({ id: users.id });
  ownerId = row?.id as string;
});
afterAll(async () => {
  await indexNow.close();
  await t.close();
});

describe('IndexNow on articles', () => {
  it('announces a published article when it is edited, unpublished and deleted, and a draft never', async () => {
    const draft = await admin.post('/api/contents/admin', article({ status: 'draft' }));
    const address = url(`/contents/${draft.body.id}`);
    expect((await admin.put(`/api/contents/admin/${draft.body.id}`, article({ title: '초안 고침', status: 'draft' }))).status).toBe(200);
    await expectAnnounced(address, 0);

    expect((await admin.put(`/api/contents/admin/${draft.body.id}`, article({ title: '공개' }))).status).toBe(200);
    await expectAnnounced(address, 1);
    expect((await admin.put(`/api/contents/admin/${draft.body.id}`, article({ title: '공개 후 고침' }))).status).toBe(200);
    await expectAnnounced(address, 2);
    expect((await admin.put(`/api/contents/admin/${draft.body.id}`, article({ title: '내림', status: 'draft' }))).status).toBe(200);
    await expectAnnounced(address, 3);
    expect((await admin.delete(`/api/contents/admin/${draft.body.id}`)).status).toBe(200);
    await expectAnnounced(address, 3);

    const published = await admin.post('/api/contents/admin', article({ title: '지울 글' }));
    const gone = url(`/contents/${published.body.id}`);
    await expectAnnounced(gone, 1);
    expect((await admin.delete(`/api/contents/admin/${published.body.id}`)).status).toBe(200);
    await expectAnnounced(gone, 2);
  });
});

describe('IndexNow on products', () => {
  it('announces both addresses on publish, edit, a new slug (old and new), unpublish and delete; a hidden product never', async () => {
    const hidden = await admin.post('/api/products/admin', product({ published: false }));
    expect(hidden.status).toBe(201);
    const [plain, onepage] = [url('/announced-writer'), url('/announced-writer-onepage')];
    await expectAnnounced(plain, 0);

    await admin.put(`/api/products/admin/${hidden.body.id}`, product());
    await expectAnnounced(plain, 1);
    expect(callsWith(plain)[0]?.urlList).toEqual([plain, onepage]);
    await admin.put(`/api/products/admin/${hidden.body.id}`, product({ summary: '바뀐 요약' }));
    await expectAnnounced(plain, 2);

    await admin.put(`/api/products/admin/${hidden.body.id}`, product({ slug: 'renamed-writer' }));
    await expectAnnounced(plain, 3);
    expect(callsWith(plain)[2]?.urlList).toEqual([plain, onepage, url('/renamed-writer'), url('/renamed-writer-onepage')]);

    await admin.put(`/api/products/admin/${hidden.body.id}`, product({ slug: 'renamed-writer', published: false }));
    await expectAnnounced(url('/renamed-writer'), 2);
    await admin.delete(`/api/products/admin/${hidden.body.id}`);
    await expectAnnounced(url('/renamed-writer'), 2);

    const live = await admin.post('/api/products/admin', product({ slug: 'deleted-writer' }));
    await expectAnnounced(url('/deleted-writer'), 1);
    await admin.delete(`/api/products/admin/${live.body.id}`);
    await expectAnnounced(url('/deleted-writer'), 2);
  });
});

describe('IndexNow on shared posts', () => {
  it('announces a shared post when its title or text changes and when it is deleted, not an unchanged or unshared post', async () => {
    await makePost('gen-shared-edit', 'share-edit');
    const address = url('/blog/share-edit');

    expect((await admin.patch('/api/generations/gen-shared-edit', { title: '제주 여행 (고침)' })).status).toBe(200);
    await expectAnnounced(address, 1);
    expect((await admin.patch('/api/generations/gen-shared-edit', { title: '제주 여행 (고침)' })).status).toBe(200);
    await expectAnnounced(address, 1);
    expect((await admin.patch('/api/generations/gen-shared-edit', { content: '# 제주 여행\n\n바다와 오름' })).status).toBe(200);
    await expectAnnounced(address, 2);

    await makePost('gen-private-edit', null);
    const before = indexNow.calls.length;
    expect((await admin.patch('/api/generations/gen-private-edit', { title: '혼자 보는 글' })).status).toBe(200);
    expect((await admin.delete('/api/generations/gen-private-edit')).status).toBe(200);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    expect(indexNow.calls).toHaveLength(before);

    expect((await admin.delete('/api/generations/gen-shared-edit')).status).toBe(200);
    await expectAnnounced(address, 3);
  });
});

const IMAGE_ID = '6f1c2e0a-3b7d-4c9e-8a51-2d4f6b8c0e13';

describe('IndexNow on an image put into a shared post', () => {
  it('announces the shared post whose text the images feature changed, not a private one', async () => {
    await t.db.insert(images).values({ id: IMAGE_ID, userId: ownerId, kind: 'upload', status: 'ready', storageKey: IMAGE_ID, contentType: 'image/png', bytes: 1, width: 1, height: 1 });
    await makePost('gen-image-shared', 'share-image', '# 제주 여행\n\n## 바다\n\n푸른 바다');
    const body = { generationId: 'gen-image-shared', heading: '바다', alt: '제주 바다' };
    expect((await admin.post(`/api/images/${IMAGE_ID}/insert`, body)).status).toBe(200);
    await expectAnnounced(url('/blog/share-image'), 1);

    await makePost('gen-image-private', null, '# 제주 여행\n\n## 바다\n\n푸른 바다');
    const before = indexNow.calls.length;
    expect((await admin.post(`/api/images/${IMAGE_ID}/insert`, { ...body, generationId: 'gen-image-private' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    expect(indexNow.calls).toHaveLength(before);
  });
});

describe('IndexNow that stops answering', () => {
  it('keeps no request waiting: article, product and shared-post changes answer while the endpoint hangs', async () => {
    indexNow.behaviour.hang = true;
    await makePost('gen-hang', 'share-hang');
    try {
      const timed = async <T>(request: Promise<T>) => {
        const started = performance.now();
        const res = await request;
        return { res, ms: performance.now() - started };
      };
      const saved = await timed(admin.post('/api/contents/admin', article({ title: '느려도' })));
      const made = await timed(admin.post('/api/products/admin', product({ slug: 'hanging-writer' })));
      const edited = await timed(admin.patch('/api/generations/gen-hang', { title: '멈춰도' }));
      expect([saved.res.status, made.res.status, edited.res.status]).toEqual([201, 201, 200]);
      // The endpoint has each call and has answered none of them, yet every request is back.
      await vi.waitFor(() => {
        expect(callsWith(url(`/contents/${(saved.res.body as { id: string }).id}`))).toHaveLength(1);
        expect(callsWith(url('/hanging-writer'))).toHaveLength(1);
        expect(callsWith(url('/blog/share-hang'))).toHaveLength(1);
      });
      // A request that waited on the send would take the adapter's 10 s timeout.
      for (const { ms } of [saved, made, edited]) expect(ms).toBeLessThan(3_000);
    } finally {
      indexNow.behaviour.hang = false;
      indexNow.release();
    }
  }, 40_000);
});
