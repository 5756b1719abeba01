import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error';
import { messages } from './images.messages';

export type ImageType = { contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'; ext: 'png' | 'jpg' | 'webp' | 'gif' };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** The image type the bytes themselves declare (magic numbers), never the file name; null for anything else. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: 'image/webp', ext: 'webp' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', ext: 'gif' };
  return null;
}

export type CleanImage = ImageType & { bytes: Buffer; width: number; height: number; etag: string };

export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * Checks that the bytes are a PNG, JPEG, WebP or GIF that decodes, turns a phone photo upright, and
 * re-encodes it without metadata: EXIF (with its GPS position), XMP and comments are dropped
 * (sharp keeps none unless asked to).
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_IMAGE', messages.unsupportedImage, 415);
  let out: { data: Buffer; info: OutputInfo };
  try {
    // Loaded on first use: libvips costs the server ~12 MB of memory from start, whether or not an image ever comes.
    const { default: sharp } = await import('sharp');
    const animated = type.ext === 'gif' || type.ext === 'webp';
    const pipeline = sharp(bytes, { animated, limitInputPixels: 50_000_000 }).rotate();
    const encoded =
      type.ext === 'png' ? pipeline.png() : type.ext === 'jpg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : type.ext === 'webp' ? pipeline.webp({ quality: 90 }) : pipeline.gif();
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', messages.brokenImage, 415);
  }
  return { ...type, bytes: out.data, width: out.info.width, height: out.info.pageHeight ?? out.info.height, etag: etagOf(out.data) };
}
