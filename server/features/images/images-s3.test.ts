import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; only tests use it.
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { createClient } from '../../testing/browser-client';
import { type FakeImagesServer, startFakeImagesServer } from '../../testing/fakes/openai-images-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { member } from '../../testing/images-kit';

const BUCKET = 'geulbit-images';
let s3: { close(): Promise<void> };
let fake: FakeImagesServer;
let t: TestApp;

beforeAll(async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(tmpdir(), 's3rver-')), configureBuckets: [{ name: BUCKET }] });
  const { port } = (await server.run()) as { port: number };
  s3 = server;
  fake = await startFakeImagesServer();
  t = await createTestApp({
    IMAGE_PROVIDER: 'openai-compatible',
    IMAGE_BASE_URL: fake.url,
    IMAGE_MODEL: 'fake-sd',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await s3.close();
});

describe('images on the s3 driver', () => {
  it('stores a generated image in the bucket, serves it at /files/{id}, and deletes it from the bucket', async () => {
    const client = createClient(t);
    await member(t, client);
    const { body } = await client.post('/api/images', { prompt: '버킷에 저장', size: '1:1', style: 'photo', count: 1 });
    const image = body.images[0] as { id: string; url: string };
    expect(image.url).toBe(`/files/${image.id}`);
    const served = await t.app.request(image.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('89504e47');
    const [row] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(t.deps.storage.driver).toBe('s3');
    expect((await t.deps.storage.get(row?.storageKey ?? ''))?.length).toBeGreaterThan(0);
    expect((await client.delete(`/api/images/${image.id}`)).status).toBe(200);
    expect((await t.app.request(image.url)).status).toBe(404);
    expect(await t.deps.storage.get(row?.storageKey ?? '')).toBeNull();
  });
});
