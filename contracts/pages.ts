import type { Article } from './contents';
import type { SharedPost } from './generations';
import type { PublicProduct } from './products';

/**
 * Every path of the SPA's route table (src/app/route-table.ts), where the server can read it too: a row's
 * path must be one of these (the type-check says so), and the router test checks each has its row. The
 * server derives from them the first segments no product slug may take (RESERVED_SLUGS), so a new page is
 * a path here, its row and its page file.
 */
export const APP_PAGE_PATHS = [
  '/', '/keyword', '/history', '/prompts', '/images', '/automation',
  '/vip', '/vipHistory', '/vipSchedule', '/vipCreditHistory', '/auto-posting', '/vipProfile',
  '/keyword-report', '/admin/keyword-report', '/profile', '/kin', '/kin/zzim', '/blog-connect', '/site-setting',
  '/credits/purchase', '/credits/manual-charge', '/admin/credits', '/imageX',
  '/terms', '/privacy', '/company', '/guide', '/contents', '/contents/:id', '/blog/:id', '/:product',
  '/wblog', '/oauth-callback', '/reset-password', '/zoho-oauth', '/admin/products', '/admin/contents',
] as const;

export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

/** The first segment of each page's path, lower-cased as the router matches it; dynamic segments left out. */
export const APP_FIRST_SEGMENTS: readonly string[] = [
  ...new Set(APP_PAGE_PATHS.map((p) => p.split('/')[1]!.toLowerCase()).filter((s) => s !== '' && !s.startsWith(':'))),
];

/**
 * What the server writes into a page (`<script type="application/json" id="page-data">`) that its first
 * screen would otherwise fetch: only what the public API gives anyone for that address.
 */
export type PageData = {
  /**
   * A shared post (`/blog/{id}`): what `GET /api/shared/{id}` gives anyone, and the post as HTML as the
   * server rendered it into #root (raw HTML in the Markdown shown as text, only web URLs kept), which the
   * page shows as it is until the post changes.
   */
  shared?: { shareId: string; post: SharedPost; html: string };
  /** A published article (`/contents/{id}`): what `GET /api/contents/{id}` gives, and its body as HTML (as a shared post's). */
  article?: { id: string; article: Article; html: string };
  /** A published product (`/{slug}`, `/{slug}-onepage`): what `GET /api/products/{slug}` gives. */
  product?: { slug: string; product: PublicProduct };
};
