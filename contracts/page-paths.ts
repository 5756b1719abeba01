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
  '/rankings', '/admin/rankings', '/admin/setup',
] as const;

export type AppPagePath = (typeof APP_PAGE_PATHS)[number];

/** The first segment of each page's path, lower-cased as the router matches it; dynamic segments left out. */
export const APP_FIRST_SEGMENTS: readonly string[] = [
  ...new Set(APP_PAGE_PATHS.map((p) => p.split('/')[1]!.toLowerCase()).filter((s) => s !== '' && !s.startsWith(':'))),
];
