import { GRADIENT_PRESETS, THUMBNAIL_SIZES, type ThumbnailInput } from '@contracts/images';
import { AppError } from '../../lib/app-error';
import { MAX_INPUT_PIXELS } from './images.limits';
import { messages } from './images.messages';
import { FONT_FAMILY, fontsFor } from './thumbnail-fonts';
import { layoutTitle } from './thumbnail-layout';

/** Darkening laid over a photo so white text stays readable on it. */
export const PHOTO_OVERLAY = 'rgba(0, 0, 0, 0.45)';

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const div = (style: Record<string, unknown>, children?: unknown): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

// Perceived brightness of #rrggbb, 0–255, to pick dark text on light colours.
const brightness = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114;
};

export function defaultTextColor(background: ThumbnailInput['background']) {
  if (background.kind === 'color') return brightness(background.color) > 160 ? '#111827' : '#ffffff';
  if (background.kind === 'gradient' && background.preset === 'peach') return '#111827';
  return '#ffffff';
}

/**
 * The photo cut to the thumbnail's size (cover), under the text layer. Stored backgrounds are already
 * cut down on upload; one kept from before that is held to the upload limit.
 */
async function underPhoto(photo: Buffer, layer: Buffer, width: number, height: number) {
  const { default: sharp } = await import('sharp');
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: layer }])
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError('BACKGROUND_UNREADABLE', messages.backgroundUnreadable, 415);
    });
}

/**
 * A blog thumbnail as PNG at exactly the chosen size, rendered on the server with satori (layout and
 * text as paths, from the bundled Korean fonts) and sharp (SVG to PNG): no browser, no network.
 * `photo` is the background image's bytes when the background is an image.
 */
export async function renderThumbnail(input: ThumbnailInput, photo?: Buffer): Promise<Buffer> {
  const { width, height } = THUMBNAIL_SIZES[input.size];
  const font = input.font ?? 'pretendard';
  const color = input.textColor ?? defaultTextColor(input.background);
  const padding = Math.round(width * 0.08);
  const maxWidth = width - padding * 2;
  const title = layoutTitle(input.title, { maxWidth, maxSize: Math.round(Math.min(width, height * 1.4) * 0.11), minSize: Math.round(width * 0.035) });
  const subtitleSize = Math.max(24, Math.round(title.fontSize * 0.42));

  const onPhoto = input.background.kind === 'image' && photo !== undefined;
  let background: Record<string, unknown> = {};
  if (input.background.kind === 'color') background = { backgroundColor: input.background.color };
  if (input.background.kind === 'gradient') {
    const g = GRADIENT_PRESETS[input.background.preset];
    background = { backgroundImage: `linear-gradient(135deg, ${g.from}, ${g.to})` };
  }
  // On a photo the text is drawn over the darkening alone, and laid on the photo afterwards: embedding the
  // photo in the SVG made librsvg decode it again from base64, ten times the work of the rest.
  if (onPhoto) background = { backgroundColor: PHOTO_OVERLAY };
  const text = div(
    { flexDirection: 'column', alignItems: 'center', width: maxWidth, color, fontFamily: FONT_FAMILY[font] },
    [
      ...title.lines.map((line) => div({ fontSize: title.fontSize, fontWeight: 800, lineHeight: 1.28, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }, line)),
      ...(input.subtitle
        ? [div({ marginTop: Math.round(subtitleSize * 0.9), fontSize: subtitleSize, fontWeight: font === 'pretendard' ? 500 : 400, opacity: 0.92, textAlign: 'center', wordBreak: 'keep-all' }, input.subtitle)]
        : []),
    ],
  );
  const root = div({ width, height, position: 'relative', alignItems: 'center', justifyContent: 'center', backgroundColor: '#1e293b', ...background }, [text]);
  // satori and sharp load on the first thumbnail, not at start: together ~20 MB of a server's memory at rest.
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], { width, height, fonts: fontsFor(font) });
  // Rasterised by sharp (librsvg): resvg-js was as fast but held each 3.7 MB pixmap in native memory
  // until a garbage collection the small JS heap rarely triggered (RSS grew 2 GB over 500 renders).
  const layer = await sharp(Buffer.from(svg)).png().toBuffer();
  return onPhoto && photo ? underPhoto(photo, layer, width, height) : layer;
}
