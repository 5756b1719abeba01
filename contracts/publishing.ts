import { z } from 'zod';
import { httpUrl } from './http-url';

/** Blogs a member can connect. WordPress and Blogger are posted to by API; Naver and Tistory get publish packs. */
export const BLOG_KINDS = ['wordpress', 'blogger', 'naver', 'tistory'] as const;
export type BlogKind = (typeof BLOG_KINDS)[number];

export const PUBLICATION_STATUSES = ['scheduled', 'publishing', 'published', 'failed', 'waiting-for-member', 'cancelled'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const POST_STATUSES = ['draft', 'publish'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export type PublicationSource = 'manual' | 'automation';
/**
 * Who waits for a scheduled time: 'app' — our server publishes at the time (retries, daily cap, the
 * post as it is then); 'blog' — WordPress gets the post at once as a scheduled (`future`) post and
 * publishes it itself (it shows as 예약됨 in WordPress's admin and goes out even if we are down).
 */
export const SCHEDULERS = ['app', 'blog'] as const;
export type Scheduler = (typeof SCHEDULERS)[number];

/** Waits before the 2nd, 3rd and 4th try after a 429, a 5xx or a network error; then `failed`. */
export const PUBLISH_RETRY_MINUTES = [1, 5, 30] as const;
export const DEFAULT_DAILY_CAP = 5;
export const DISCLOSURE_MAX_LENGTH = 500;
export const MAX_DEFAULT_TAGS = 20;

export const BLOG_URL_INVALID = '블로그 주소가 올바르지 않습니다. http:// 또는 https://로 시작하는 주소를 입력해 주세요.';
const url = httpUrl(BLOG_URL_INVALID, { max: 300, required: '블로그 주소를 입력해 주세요.' });

export const connectWordpressInput = z.object({
  kind: z.literal('wordpress'),
  siteUrl: url,
  username: z.string().trim().min(1, '워드프레스 사용자 이름을 입력해 주세요.').max(100),
  applicationPassword: z.string().trim().min(1, '애플리케이션 비밀번호를 입력해 주세요.').max(200),
});
export const connectUrlOnlyInput = z.object({ kind: z.enum(['naver', 'tistory']), siteUrl: url, name: z.string().trim().max(100).optional() });
export const connectBloggerInput = z.object({
  kind: z.literal('blogger'),
  /** The pending Google authorization this connection comes from (from /api/blogs/blogger/callback). */
  grantId: z.string().min(1),
  remoteBlogId: z.string().min(1, '블로그를 골라 주세요.'),
});
export const connectBlogInput = z.discriminatedUnion('kind', [connectWordpressInput, connectUrlOnlyInput, connectBloggerInput]);
export type ConnectBlogInput = z.infer<typeof connectBlogInput>;

export type BlogConnectionView = {
  id: string;
  kind: BlogKind;
  name: string;
  siteUrl: string;
  username: string | null;
  status: 'active' | 'broken';
  brokenReason: string | null;
  createdAt: string;
};

export const siteSettingsInput = z.object({
  defaultCategoryId: z.string().max(50).nullable(),
  defaultCategoryName: z.string().max(200).nullable(),
  defaultTags: z.array(z.string().trim().min(1).max(50)).max(MAX_DEFAULT_TAGS, `태그는 ${MAX_DEFAULT_TAGS}개까지입니다.`),
  postStatus: z.enum(POST_STATUSES),
  disclosure: z.string().max(DISCLOSURE_MAX_LENGTH, `고지 문구는 ${DISCLOSURE_MAX_LENGTH}자까지입니다.`),
  featuredImage: z.boolean(),
  dailyCap: z.number().int().min(1, '하루 발행 한도는 1 이상이어야 합니다.').max(100, '하루 발행 한도는 100 이하여야 합니다.'),
});
export type SiteSettings = z.infer<typeof siteSettingsInput>;
export type BlogCategory = { id: string; name: string };

export const createPublicationInput = z.object({
  generationId: z.string().min(1, '발행할 글을 골라 주세요.'),
  blogId: z.string().min(1, '발행할 블로그를 골라 주세요.'),
  /** UTC ISO time; absent = now. The page takes KST and converts. */
  publishAt: z.string().datetime({ offset: true, message: '예약 시간이 올바르지 않습니다.' }).optional(),
  postStatus: z.enum(POST_STATUSES).optional(),
  /** 'blog': WordPress keeps the schedule itself (needs publishAt); absent = 'app'. */
  scheduledBy: z.enum(SCHEDULERS).optional(),
});
export type CreatePublicationInput = z.infer<typeof createPublicationInput>;

export const publicationListQuery = z.object({
  status: z.enum(PUBLICATION_STATUSES).optional(),
  blogId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const packPublishedInput = z.object({ url: httpUrl('게시한 글의 주소가 올바르지 않습니다. http:// 또는 https://로 시작하는 주소를 입력해 주세요.', { max: 500 }) });

export type PublicationView = {
  id: string;
  generationId: string;
  title: string;
  blogId: string | null;
  blogName: string | null;
  blogKind: BlogKind;
  status: PublicationStatus;
  postStatus: PostStatus;
  source: PublicationSource;
  scheduledBy: Scheduler;
  publishAt: string;
  attempts: number;
  nextAttemptAt: string | null;
  url: string | null;
  error: string | null;
  publishedAt: string | null;
  createdAt: string;
};

/** A Naver/Tistory publish pack: the title, SmartEditor-ready HTML without it, ordered images with their alt text, tags and a checklist. */
export type PublishPack = {
  publicationId: string;
  title: string;
  html: string;
  images: { url: string; fileName: string; alt: string }[];
  tags: string[];
  checklist: string[];
  zipUrl: string;
};

/** The thumbnail chosen for a history post (null clears it): the featured image when it is published. */
export const postThumbnailInput = z.object({ imageId: z.string().min(1).max(100).nullable() });
/**
 * The image a publication would set as featured: the chosen thumbnail, else an /imageX thumbnail in
 * the post, else the post's first image of ours; null when the post has none.
 */
export type PostThumbnailView = {
  generationId: string;
  imageId: string | null;
  url: string | null;
  source: 'chosen' | 'thumbnail-in-post' | 'first-image' | null;
};
