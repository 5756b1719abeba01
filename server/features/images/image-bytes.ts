import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error';
import { BACKGROUND_BOX, BACKGROUND_MAX_PIXELS, MAX_INPUT_PIXELS } from './images.limits';
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

/** Width and height once the EXIF orientation is applied (orientations 5–8 turn the image a quarter). */
const upright = (meta: { width?: number; height?: number; pageHeight?: number; orientation?: number }) => {
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
};

/** The size a background is kept at: covering BACKGROUND_BOX (never enlarged), at most BACKGROUND_MAX_PIXELS. */
export function backgroundSize({ width, height }: { width: number; height: number }) {
  let scale = Math.min(1, Math.max(BACKGROUND_BOX.width / width, BACKGROUND_BOX.height / height));
  if (width * height * scale * scale > BACKGROUND_MAX_PIXELS) scale = Math.sqrt(BACKGROUND_MAX_PIXELS / (width * height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: scale < 1 };
}

/**
 * Checks that the bytes are a PNG, JPEG, WebP or GIF that decodes, turns a phone photo upright, and
 * re-encodes it without metadata: EXIF (with its GPS position), XMP and comments are dropped
 * (sharp keeps none unless asked to). The header is read first: an image of more than
 * MAX_INPUT_PIXELS is refused (413) before a pixel of it is decoded. A thumbnail background keeps its
 * first frame only, cut down to the largest size a thumbnail needs.
 */
export async function cleanImage(bytes: Buffer, { background = false }: { background?: boolean } = {}): Promise<CleanImage> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_IMAGE', messages.unsupportedImage, 415);
  // Loaded on first use: libvips costs the server ~12 MB of memory from start, whether or not an image ever comes.
  const { default: sharp } = await import('sharp');
  const animated = !background && (type.ext === 'gif' || type.ext === 'webp');
  const meta = await sharp(bytes, { animated }).metadata().catch(() => {
    throw new AppError('UNSUPPORTED_IMAGE', messages.brokenImage, 415);
  });
  const size = upright(meta);
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (size.width * size.height * frames > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS', messages.tooManyPixels, 413);
  let out: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const target = background ? backgroundSize(size) : null;
    if (target?.scaled) pipeline = pipeline.resize(target.width, target.height, { fit: 'fill' });
    // A background is decoded again for every preview: a baseline JPEG decodes faster than mozjpeg's progressive one.
    const jpeg = { quality: 90, mozjpeg: !background };
    const encoded =
      type.ext === 'png' ? pipeline.png() : type.ext === 'jpg' ? pipeline.jpeg(jpeg) : type.ext === 'webp' ? pipeline.webp({ quality: 90 }) : pipeline.gif();
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', messages.brokenImage, 415);
  }
  return { ...type, bytes: out.data, width: out.info.width, height: out.info.pageHeight ?? out.info.height, etag: etagOf(out.data) };
}
