import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { createClient, type TestClient } from '../../testing/browser-client';
import { signUpAndLogin } from '../../testing/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { blankPng } from '../../testing/blank-png';
import { fetchFile, upload, visitor } from '../../testing/images-kit';
import { limits } from './images.limits';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2563eb' } }).png().toBuffer();
});
afterAll(() => t.close());

const thumbnail = (client: TestClient, fileId: string) =>
  client.post('/api/thumbnails', { title: '배경 사진', size: '16:9', background: { kind: 'image', fileId } });

describe('POST /api/images/uploads: who may upload', () => {
  it('refuses a request with no Origin, or from another site, with a Korean 403, and keeps nothing', async () => {
    const client = createClient(t);
    await visitor(client);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const before = (await t.db.select({ id: images.id }).from(images)).length;
    const attempts: Record<string, string>[] = [{}, { Cookie: cookie }, { Cookie: cookie, Origin: 'https://evil.example' }, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of attempts) {
      const res = await upload(t, client, photo, 'a.png', 'image/png', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN_ORIGIN', message: '허용되지 않은 출처의 요청입니다.' });
    }
    expect((await t.db.select({ id: images.id }).from(images)).length).toBe(before);
  });

  it('needs a visitor or a member: a same-origin request with neither is a Korean 401', async () => {
    const res = await upload(t, createClient(t), photo, 'a.png', 'image/png', { Origin: TEST_ORIGIN });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('방문자 정보를 확인할 수 없습니다. 페이지를 새로고침해주세요.');
    // A browser that sends Sec-Fetch-Site but no Origin is still our page.
    const client = createClient(t);
    await visitor(client);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await upload(t, client, photo, 'a.png', 'image/png', { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });

  it(`limits each client to ${limits.uploadPerIp.max} uploads in ten minutes`, async () => {
    const client = createClient(t);
    await visitor(client);
    const statuses: number[] = [];
    for (let i = 0; i <= limits.uploadPerIp.max; i++) statuses.push((await upload(t, client, photo, `${i}.png`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

describe('an upload belongs to its uploader', () => {
  it('is used as a thumbnail background by its owner only', async () => {
    const owner = createClient(t);
    await visitor(owner);
    const up = await upload(t, owner, photo, 'mine.png');
    expect(up.status).toBe(201);
    expect((await thumbnail(owner, up.body.fileId)).status).toBe(200);

    const stranger = createClient(t);
    await visitor(stranger);
    const memberClient = createClient(t);
    await signUpAndLogin(memberClient);
    for (const other of [stranger, memberClient, createClient(t)]) {
      const res = await thumbnail(other, up.body.fileId);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'BACKGROUND_NOT_FOUND', message: '배경 이미지를 찾을 수 없습니다. 다시 올려주세요.' });
    }
  });

  it("moves to the member when the visitor signs up on that browser, and is the member's alone", async () => {
    const client = createClient(t);
    const { id: visitorId } = await visitor(client);
    const up = await upload(t, client, photo, 'before-signup.png');
    const { user } = await signUpAndLogin(client);
    await client.get('/api/session');
    const [row] = await t.db.select().from(images).where(eq(images.id, up.body.fileId));
    expect(row).toMatchObject({ userId: user.id, ownerVisitorId: null });
    expect(visitorId).not.toBe(user.id);
    expect((await thumbnail(client, up.body.fileId)).status).toBe(200);
    expect((await client.post('/api/thumbnails/gallery', { title: '회원 썸네일', size: '1:1', background: { kind: 'image', fileId: up.body.fileId } })).status).toBe(201);
  });
});

describe('pixel limits', () => {
  it('refuses a 7000×7000 (49 MP) photo with a Korean 413 before decoding it', async () => {
    const client = createClient(t);
    await visitor(client);
    const res = await upload(t, client, blankPng(7000, 7000), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'IMAGE_TOO_MANY_PIXELS', message: '이미지가 너무 큽니다. 가로×세로 2,500만 화소(예: 5000×5000)까지 올릴 수 있습니다. 크기를 줄여 다시 올려주세요.' });
  });

  it('keeps a 5000×5000 photo (the largest allowed) at the largest size a thumbnail needs, and renders with it', async () => {
    const client = createClient(t);
    await visitor(client);
    const res = await upload(t, client, blankPng(5000, 5000), 'big.png');
    expect(res.status).toBe(201);
    // Every size covers from it without enlarging: 1280 wide (16:9) and 1080 high (1:1).
    expect([res.body.width, res.body.height]).toEqual([1280, 1280]);
    const stored = await sharp(Buffer.from(await (await fetchFile(t, client, res.body.url)).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([1280, 1280]);
    // Narrower than a thumbnail: kept as it is, never enlarged.
    const tall = await upload(t, client, blankPng(1000, 4000), 'tall.png');
    expect([tall.body.width, tall.body.height]).toEqual([1000, 4000]);
    // A long panorama (10 MP) is cut to 4 MP, its shape kept.
    const wide = await upload(t, client, blankPng(10_000, 1000), 'wide.png');
    expect([wide.body.width, wide.body.height]).toEqual([6325, 632]);
    expect((await thumbnail(client, res.body.fileId)).status).toBe(200);
  });
});
