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
