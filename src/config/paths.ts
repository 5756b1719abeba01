// Every route path of the SPA and the builder of each link to it. Route objects and links both read
// from here, so a path changes in one place.
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  home: fixed('/'),
  keyword: fixed('/keyword'),
  history: fixed('/history'),
  prompts: fixed('/prompts'),
  images: fixed('/images'),
  automation: fixed('/automation'),
  keywordReport: fixed('/keyword-report'),
  adminKeywordReport: fixed('/admin/keyword-report'),
  profile: fixed('/profile'),
  vip: fixed('/vip'),
  vipHistory: fixed('/vipHistory'),
  vipSchedule: fixed('/vipSchedule'),
  vipCreditHistory: fixed('/vipCreditHistory'),
  vipProfile: fixed('/vipProfile'),
  autoPosting: fixed('/auto-posting'),
  blogConnect: fixed('/blog-connect'),
  siteSetting: fixed('/site-setting'),
  creditsPurchase: fixed('/credits/purchase'),
  creditsManualCharge: fixed('/credits/manual-charge'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  company: fixed('/company'),
  guide: fixed('/guide'),
  wblog: fixed('/wblog'),
  imageX: fixed('/imageX'),
  kin: fixed('/kin'),
  kinZzim: fixed('/kin/zzim'),
  zohoOAuth: fixed('/zoho-oauth'),
  oauthCallback: fixed('/oauth-callback'),
  /** Not in the spec's table: the page the password-reset mail links to. */
  resetPassword: fixed('/reset-password'),
  contents: fixed('/contents'),
  content: { path: '/contents/:id', href: (id: string) => `/contents/${encodeURIComponent(id)}` },
  sharedPost: { path: '/blog/:id', href: (id: string) => `/blog/${encodeURIComponent(id)}` },
  // `/{product}` and `/{product}-onepage` share one dynamic segment; the page tells them apart.
  product: { path: '/:product', href: (slug: string) => `/${encodeURIComponent(slug)}` },
  productOnePage: { path: '/:product', href: (slug: string) => `/${encodeURIComponent(slug)}-onepage` },
} as const;

export type PathKey = keyof typeof paths;
