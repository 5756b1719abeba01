import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; only the test uses it.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import type { FileStorage } from './file-storage';
import { createFileStorage } from './storage-driver';

const BUCKET = 'geulbit-test';
let s3: { close(): Promise<void> };
let endpoint = '';

beforeAll(async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(tmpdir(), 's3rver-')), configureBuckets: [{ name: BUCKET }] });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  s3 = server;
});
afterAll(() => s3.close());

const drivers: [string, () => FileStorage][] = [
  ['local', () => createFileStorage(parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'geulbit-files-')) }))],
  [
    's3',
    () =>
      createFileStorage(
        parseEnv({ STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
      ),
  ],
];

describe.each(drivers)('file storage: %s driver', (driver, make) => {
  it('puts, reads back the same bytes, and deletes', async () => {
    const storage = make();
    expect(storage.driver).toBe(driver);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    await storage.put('images/2026/11/a1.png', bytes, 'image/png');
    expect((await storage.get('images/2026/11/a1.png'))?.equals(bytes)).toBe(true);
    await storage.delete('images/2026/11/a1.png');
    expect(await storage.get('images/2026/11/a1.png')).toBeNull();
    expect(await storage.get('images/never/stored.png')).toBeNull();
  });
});

describe('storage settings', () => {
  it('refuses a key that climbs out of DATA_DIR/files', async () => {
    const storage = drivers[0]?.[1]() as FileStorage;
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
  });

  it('gives a public URL only when S3_PUBLIC_BASE_URL is set, and s3 needs its bucket and keys', () => {
    const env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(createFileStorage(parseEnv(env)).publicUrl('images/a.png')).toBeNull();
    expect(createFileStorage(parseEnv({ ...env, S3_PUBLIC_BASE_URL: 'https://cdn.example.kr/' })).publicUrl('images/a.png')).toBe('https://cdn.example.kr/images/a.png');
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
});
