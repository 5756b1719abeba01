import { zipSync, type Zippable } from 'fflate';

/**
 * A ZIP archive of already-compressed files (images), stored without deflate (level 0: deflating
 * JPEG/PNG/WebP only costs time), built by fflate; names are UTF-8.
 */
export function storeZip(files: { name: string; data: Buffer }[]): Buffer {
  const entries: Zippable = {};
  for (const f of files) entries[f.name] = [new Uint8Array(f.data), { level: 0 }];
  return Buffer.from(zipSync(entries));
}
