import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ThumbnailFont } from '@contracts/images';

const require = createRequire(import.meta.url);

// Static weights only: satori reads TTF/OTF/WOFF (not WOFF2) and crashes on variable fonts. Both come
// from npm packages (OFL-1.1), so rendering works offline and nothing is fetched at run time.
const FILES = [
  { font: 'pretendard', name: 'Pretendard', weight: 800, file: 'pretendard/dist/public/static/Pretendard-ExtraBold.otf' },
  { font: 'pretendard', name: 'Pretendard', weight: 500, file: 'pretendard/dist/public/static/Pretendard-Medium.otf' },
  { font: 'nanum-gothic', name: 'NanumGothic', weight: 800, file: '@expo-google-fonts/nanum-gothic/800ExtraBold/NanumGothic_800ExtraBold.ttf' },
  { font: 'nanum-gothic', name: 'NanumGothic', weight: 400, file: '@expo-google-fonts/nanum-gothic/400Regular/NanumGothic_400Regular.ttf' },
] as const;

export const FONT_FAMILY: Record<ThumbnailFont, string> = { pretendard: 'Pretendard', 'nanum-gothic': 'NanumGothic' };

export type SatoriFont = { name: string; data: Buffer; weight: 400 | 500 | 800; style: 'normal' };

let loaded: Record<ThumbnailFont, SatoriFont[]> | null = null;

/**
 * The font list for one family, read once and kept: satori caches parsed fonts by the array's
 * identity, so handing it the same array every time parses each font once per process.
 */
export function fontsFor(font: ThumbnailFont): SatoriFont[] {
  if (!loaded) {
    loaded = { pretendard: [], 'nanum-gothic': [] };
    for (const f of FILES) loaded[f.font].push({ name: f.name, data: readFileSync(require.resolve(f.file)), weight: f.weight, style: 'normal' });
  }
  return loaded[font];
}
