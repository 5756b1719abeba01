import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZES, type ThumbnailInput } from '@contracts/images';
import { createClient, type TestClient } from '../../testing/browser-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { member, upload, visitor } from '../../testing/images-kit';
import { thumbnailQueue } from './image-queues';
import { THUMBNAIL_CONCURRENCY, THUMBNAIL_QUEUE_MAX } from './images.limits';
import { renderThumbnail } from './thumbnail-renderer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base: ThumbnailInput = { title: '제주도 여행 코스 총정리', size: '16:9', background: { kind: 'color', color: '#1e3a8a' } };

async function pngOf(client: TestClient, input: unknown) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = { 'content-type': 'application/json', Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  const res = await t.app.request('/api/thumbnails', { method: 'POST', body: JSON.stringify(input), headers }, { incoming: { socket: { remoteAddress: client.ip } } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const pixels = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Share of pixels in a box that differ from the background colour. */
async function inkShare(png: Buffer, box: { left: number; top: number; width: number; height: number }, bg: [number, number, number]) {
  const { data } = await sharp(png).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs((data[i] ?? 0) - bg[0]) + Math.abs((data[i + 1] ?? 0) - bg[1]) + Math.abs((data[i + 2] ?? 0) - bg[2]) > 60) ink++;
  }
  return ink / (data.length / 3);
}

describe('POST /api/thumbnails', () => {
  it('answers image/png at exactly each size, for a visitor', async () => {
    const client = createClient(t);
    for (const size of ['1:1', '16:9', '4:3'] as const) {
      const { res, bytes } = await pngOf(client, { ...base, size });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', THUMBNAIL_SIZES[size].width, THUMBNAIL_SIZES[size].height]);
    }
  });

  it('draws the title: the middle band is not background, the corners are', async () => {
    const { bytes } = await pngOf(createClient(t), base);
    const bg: [number, number, number] = [0x1e, 0x3a, 0x8a];
    expect(await inkShare(bytes, { left: 160, top: 260, width: 960, height: 200 }, bg)).toBeGreaterThan(0.05);
    expect(await inkShare(bytes, { left: 0, top: 0, width: 60, height: 60 }, bg)).toBe(0);
  });

  it('gives different images for two titles, and Hangul renders as glyphs, not boxes', async () => {
    const a = await renderThumbnail({ ...base, title: '가가가 가가가' });
    const b = await renderThumbnail({ ...base, title: '나나나 나나나' });
    // Missing glyphs would be drawn as the same empty box for every syllable, giving equal images.
    expect((await pixels(a)).data.equals((await pixels(b)).data)).toBe(false);
    for (const font of ['pretendard', 'nanum-gothic'] as const) {
      const x = await renderThumbnail({ ...base, title: '한글 제목', font });
      const y = await renderThumbnail({ ...base, title: '블로그 썸네일', font });
      expect((await pixels(x)).data.equals((await pixels(y)).data)).toBe(false);
    }
  });

  it('wraps a long title into at most three lines and still fits it in the frame', async () => {
    const long = '가'.repeat(20) + ' ' + '나'.repeat(20) + ' ' + '다'.repeat(19);
    const png = await renderThumbnail({ ...base, title: long, size: '1:1' });
    const bg: [number, number, number] = [0x1e, 0x3a, 0x8a];
    expect(await inkShare(png, { left: 0, top: 0, width: 40, height: 1080 }, bg)).toBe(0);
    expect(await inkShare(png, { left: 1040, top: 0, width: 40, height: 1080 }, bg)).toBe(0);
  });

  it('lays an uploaded photo under a darkening overlay', async () => {
    const client = createClient(t);
    await visitor(client);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const up = await upload(t, client, photo, 'white.png');
    const { res, bytes } = await pngOf(client, { ...base, background: { kind: 'image', fileId: up.body.fileId } });
    expect(res.status).toBe(200);
    const { data } = await sharp(bytes).extract({ left: 0, top: 0, width: 4, height: 4 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // White darkened by 45 % black is about 140.
    expect(data[0]).toBeGreaterThan(120);
    expect(data[0]).toBeLessThan(160);
  });

  it('answers a bad input with our Korean error shape', async () => {
    const client = createClient(t);
    for (const [input, message] of [
      [{ ...base, title: '' }, '제목을 입력해주세요.'],
      [{ ...base, title: '가'.repeat(61) }, '제목은 60자까지 쓸 수 있습니다.'],
      [{ ...base, background: { kind: 'color', color: 'red' } }, '색상은 #rrggbb 형식이어야 합니다.'],
      [{ ...base, size: '2:1' }, '크기를 골라주세요.'],
    ] as const) {
      const { res, bytes } = await pngOf(client, input);
      expect(res.status).toBe(400);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual({ error: { code: 'INVALID_INPUT', message } });
    }
    const unknown = await pngOf(client, { ...base, background: { kind: 'image', fileId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.res.status).toBe(400);
  });

  it('limits each client to 60 renders a minute', async () => {
    const client = createClient(t);
    const small = { ...base, title: '가' };
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await pngOf(client, small)).res.status;
    expect(last).toBe(429);
    expect((await pngOf(createClient(t), small)).res.status).toBe(200);
  }, 60_000);

  it(`renders ${THUMBNAIL_CONCURRENCY} at a time with ${THUMBNAIL_QUEUE_MAX} waiting, and answers a Korean 429 past that`, async () => {
    // The line is held full by tasks the test releases, as a burst of slow renders would hold it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: THUMBNAIL_CONCURRENCY + THUMBNAIL_QUEUE_MAX }, () => thumbnailQueue.run(() => held));
    const client = createClient(t);
    const { res, bytes } = await pngOf(client, base);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ error: { code: 'SERVER_BUSY', message: '지금 썸네일을 만드는 요청이 많습니다. 잠시 후 다시 시도해주세요.' } });
    release();
    await Promise.all(holders);
    expect((await pngOf(client, base)).res.status).toBe(200);
  });

  it('saves a member’s thumbnail to the gallery; a visitor cannot', async () => {
    const visitor = createClient(t);
    expect((await visitor.post('/api/thumbnails/gallery', base)).status).toBe(401);
    const client = createClient(t);
    await member(t, client);
    const saved = await client.post('/api/thumbnails/gallery', base);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ kind: 'thumbnail', width: 1280, height: 720, prompt: base.title });
    expect((await client.get('/api/images')).body.items[0].id).toBe(saved.body.id);
  });
});
