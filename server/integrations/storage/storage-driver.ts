import type { Env } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local.adapter';
import { createS3Storage } from './s3.adapter';

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
