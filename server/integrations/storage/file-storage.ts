import type { Env } from '../../env';
import { createLocalStorage } from './local.adapter';
import { createS3Storage } from './s3.adapter';

/**
 * Where stored files' bytes live: one small interface, a local-disk and an S3 adapter. Keys are
 * ASCII paths such as `images/2026/11/{uuid}.png` chosen by the caller.
 */
export type FileStorage = {
  driver: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A public URL the browser can load directly (S3_PUBLIC_BASE_URL), or null to serve through /files. */
  publicUrl(key: string): string | null;
};

/** The adapter chosen by STORAGE_DRIVER. */
export function createFileStorage(env: Env): FileStorage {
  if (env.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      publicBaseUrl: env.S3_PUBLIC_BASE_URL,
    });
  }
  return createLocalStorage(env.dataDir);
}
