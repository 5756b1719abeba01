import type * as S3Sdk from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

export type S3Settings = {
  /** Empty for AWS itself; the R2/MinIO/other endpoint otherwise. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBaseUrl: string | undefined;
};

/** Any S3-compatible store (AWS S3, Cloudflare R2, MinIO): every instance sees the same files. */
export function createS3Storage(settings: S3Settings): FileStorage {
  // The AWS SDK loads on the first file stored or read: a server on local storage, or one that has
  // not touched a file yet, does not carry it in memory.
  let sdk: Promise<{ client: S3Sdk.S3Client; s3: typeof S3Sdk }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        // Path-style URLs work on every S3-compatible server; virtual-host style needs DNS per bucket.
        forcePathStyle: Boolean(settings.endpoint),
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    })));
  const Bucket = settings.bucket;
  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      const { client, s3 } = await connect();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
    },
    async get(key) {
      const { client, s3 } = await connect();
      try {
        const reply = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      const { client, s3 } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl: (key) => (settings.publicBaseUrl ? `${settings.publicBaseUrl}/${key}` : null),
  };
}
