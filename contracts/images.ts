import { z } from 'zod';

/** Aspect ratios an AI image can have; each provider maps them to the sizes it accepts. */
export const IMAGE_SIZES = ['1:1', '16:9', '9:16'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** The style presets of /images, with the words each adds to the prompt. */
export const IMAGE_STYLES = {
  photo: { label: '사진', prompt: 'photorealistic photograph, natural light, high detail' },
  illustration: { label: '일러스트', prompt: 'flat digital illustration, clean lines, vivid colours' },
  watercolor: { label: '수채화', prompt: 'soft watercolor painting on paper texture' },
  minimal: { label: '미니멀', prompt: 'minimalist composition, simple shapes, lots of empty space' },
  '3d': { label: '3D', prompt: '3D render, soft studio lighting, clay-like materials' },
} as const;
export type ImageStyle = keyof typeof IMAGE_STYLES;
const styleKeys = Object.keys(IMAGE_STYLES) as [ImageStyle, ...ImageStyle[]];

export const MAX_IMAGES_PER_REQUEST = 4;
export const GALLERY_PAGE_SIZE = 12;
/** Uploads above this are refused (scope: at most 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const generateImagesInput = z.object({
  prompt: z.string().trim().min(1, '프롬프트를 입력해주세요.').max(1000, '프롬프트는 1,000자까지 쓸 수 있습니다.'),
  size: z.enum(IMAGE_SIZES, { message: '이미지 비율을 골라주세요.' }),
  style: z.enum(styleKeys, { message: '스타일을 골라주세요.' }),
  count: z.number({ message: '장 수를 골라주세요.' }).int().min(1, '1장 이상 만들 수 있습니다.').max(MAX_IMAGES_PER_REQUEST, '한 번에 4장까지 만들 수 있습니다.'),
});
export type GenerateImagesInput = z.infer<typeof generateImagesInput>;

export const galleryQuery = z.object({ cursor: z.string().max(200).optional() });

export const suggestionsInput = z.object({ generationId: z.string().min(1).max(100) });

export const insertImageInput = z.object({
  generationId: z.string().min(1, '글을 골라주세요.').max(100),
  /** The H2 heading the image goes under, exactly as it appears in the post. */
  heading: z.string().trim().min(1, '넣을 소제목을 골라주세요.').max(300),
  alt: z.string().trim().min(1, '이미지 설명(대체 텍스트)을 입력해주세요.').max(200, '대체 텍스트는 200자까지 쓸 수 있습니다.'),
});
export type InsertImageInput = z.infer<typeof insertImageInput>;

/** Thumbnail sizes, in pixels, of /imageX. */
export const THUMBNAIL_SIZES = { '1:1': { width: 1080, height: 1080 }, '16:9': { width: 1280, height: 720 }, '4:3': { width: 1200, height: 900 } } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/** Gradient presets: two stops each, top-left to bottom-right. */
export const GRADIENT_PRESETS = {
  sunset: { label: '노을', from: '#f97316', to: '#db2777' },
  ocean: { label: '바다', from: '#0ea5e9', to: '#4338ca' },
  forest: { label: '숲', from: '#16a34a', to: '#0f766e' },
  night: { label: '밤하늘', from: '#1e293b', to: '#6d28d9' },
  peach: { label: '복숭아', from: '#fde68a', to: '#fb7185' },
} as const;
export type GradientPreset = keyof typeof GRADIENT_PRESETS;
const gradientKeys = Object.keys(GRADIENT_PRESETS) as [GradientPreset, ...GradientPreset[]];

/** Korean fonts the renderer ships (static weights from npm; nothing is downloaded). */
export const THUMBNAIL_FONTS = { pretendard: '프리텐다드', 'nanum-gothic': '나눔고딕' } as const;
export type ThumbnailFont = keyof typeof THUMBNAIL_FONTS;
const fontKeys = Object.keys(THUMBNAIL_FONTS) as [ThumbnailFont, ...ThumbnailFont[]];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, '색상은 #rrggbb 형식이어야 합니다.');

export const thumbnailInput = z.object({
  title: z.string().trim().min(1, '제목을 입력해주세요.').max(60, '제목은 60자까지 쓸 수 있습니다.'),
  subtitle: z.string().trim().max(80, '부제목은 80자까지 쓸 수 있습니다.').optional(),
  size: z.enum(['1:1', '16:9', '4:3'], { message: '크기를 골라주세요.' }),
  background: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('color'), color: hexColor }),
    z.object({ kind: z.literal('gradient'), preset: z.enum(gradientKeys, { message: '배경 그라데이션을 골라주세요.' }) }),
    z.object({ kind: z.literal('image'), fileId: z.string().uuid('배경 이미지를 다시 골라주세요.') }),
  ], { message: '배경을 골라주세요.' }),
  textColor: hexColor.optional(),
  font: z.enum(fontKeys, { message: '글꼴을 골라주세요.' }).optional(),
});
export type ThumbnailInput = z.infer<typeof thumbnailInput>;

/** Where a gallery item came from. */
export type ImageKind = 'ai' | 'thumbnail';

export type GalleryImage = {
  id: string;
  kind: ImageKind;
  url: string;
  /** image/png, image/jpeg, image/webp or image/gif: the download's file extension. */
  contentType: string;
  width: number;
  height: number;
  prompt: string;
  createdAt: string;
};

export type ImageProviderStatus = {
  available: boolean;
  provider: string;
  model: string;
};

export type UploadReply = { fileId: string; url: string; width: number; height: number };
