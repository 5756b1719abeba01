import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../db/schema';
import { member, upload } from '../testing/images-kit';
import { STORAGE_FULL_MESSAGE } from '../lib/outage-errors';
import { createClient } from '../testing/browser-client';
import { type FakeImagesServer, startFakeImagesServer } from '../testing/fakes/openai-images-server';
import { createTestApp, type TestApp } from '../testing/test-app';

// Disk full, the part that does not depend on where the database lives: DATA_DIR/files (the
// stored images) is a 2 MB tmpfs filled to the last byte, while the database (PostgreSQL, or PGlite in
// DATA_DIR/pglite) still has room. Every way of saving a file must answer the clear Korean 507, refund
// what it took, and leave no database row pointing at a file that is not there.
const dataDir = mkdtempSync(path.join(tmpdir(), 'files-full-'));
const filesDir = path.join(dataDir, 'files');
let mounted = false;
let fake: FakeImagesServer;
let t: TestApp;
beforeAll(async () => {
  mkdirSync(filesDir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', filesDir], { stdio: 'pipe' });
    mounted = true;
  } catch (err) {
    console.warn(`files-full: skipped, a tmpfs cannot be mounted here (run as root; CI does): ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}`);
    return;
  }
  fake = await startFakeImagesServer();
  t = await createTestApp({ DATA_DIR: dataDir, IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test', IMAGE_BASE_URL: fake.url, IMAGE_CREDIT_COST: '15' });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
  if (mounted) execFileSync('umount', ['-l', filesDir]);
  rmSync(dataDir, { recursive: true, force: true });
});

const filler = () => path.join(filesDir, 'filler');
function fillDisk() {
  const fd = openSync(filler(), 'w');
  try {
    for (const size of [64 * 1024, 1024, 16]) {
      const block = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, block);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
}
const png = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
const filesOnDisk = () => readdirSync(filesDir, { recursive: true }).map(String).filter((f) => f !== 'filler' && f.includes('.'));

describe('the file storage full (DATA_DIR/files on a full tmpfs)', () => {
  it('answers 507 in Korean for uploads, AI images and thumbnails, refunds, and leaves no row without its file', async (ctx) => {
    if (!mounted) return ctx.skip();
    const client = createClient(t);
    const userId = await member(t, client);
    const saved = await upload(t, client, await png('#2563eb'), 'saved.png');
    expect(saved.status).toBe(201);
    const savedBytes = await client.get(saved.body.url);
    expect(savedBytes.res.status).toBe(200);
    const imgCount = async () => (await t.db.select({ n: users.imgCount }).from(users).where(eq(users.id, userId)))[0]!.n;
    const before = await imgCount();

    fillDisk();
    expect(statfsSync(filesDir).bavail).toBe(0);
    const full = { error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } };

    // An upload.
    const up = await upload(t, client, await png('#dc2626'), 'full.png');
    expect(up.status).toBe(507);
    expect(up.body).toEqual(full);
    // Two AI images: made by the provider, not storable; both refunded and marked failed.
    const ai = await client.post('/api/images', { prompt: '꽉 찬 디스크 위의 노을', size: '1:1', style: 'photo', count: 2 });
    expect(ai.status).toBe(507);
    expect(ai.body).toEqual(full);
    expect(await imgCount()).toBe(before);
    // A thumbnail saved to the gallery.
    const thumb = await client.post('/api/thumbnails/gallery', { title: '가득 찬 저장소', size: '1:1', background: { kind: 'color', color: '#0f172a' } });
    expect(thumb.status).toBe(507);
    expect(thumb.body).toEqual(full);

    // No half-written or temporary file, and every ready row has its file (the one saved before).
    expect(filesOnDisk()).toHaveLength(1);
    const rows = await t.db.select().from(images).where(eq(images.userId, userId));
    const ready = rows.filter((r) => r.status === 'ready');
    expect(ready.map((r) => r.id)).toEqual([saved.body.fileId]);
    for (const row of ready) expect(existsSync(path.join(filesDir, row.storageKey!))).toBe(true);
    expect(rows.filter((r) => r.kind === 'ai').map((r) => r.status)).toEqual(['failed', 'failed']);
    const gallery = await client.get('/api/images');
    expect(gallery.status).toBe(200);
    expect(gallery.body.items).toEqual([]);
    // What was saved before is still served, byte for byte.
    const again = await client.get(saved.body.url);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('etag')).toBe(savedBytes.res.headers.get('etag'));

    // Space comes back: the same process saves again, no restart.
    rmSync(filler());
    expect((await upload(t, client, await png('#16a34a'), 'back.png')).status).toBe(201);
    const made = await client.post('/api/images', { prompt: '다시 생긴 공간', size: '1:1', style: 'photo', count: 1 });
    expect(made.status).toBe(200);
    expect(await imgCount()).toBe(before - 1);
    expect(filesOnDisk()).toHaveLength(3);
  });
});
