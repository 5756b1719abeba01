// The href builders of the routes that code links to. The routes themselves, with their paths, live
// in the route table (app/route-table.ts); the router test checks that every builder here lands on
// one of its rows, so a path changed in one place and not the other fails there.
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  home: fixed('/'),
  profile: fixed('/profile'),
  vip: fixed('/vip'),
  vipHistory: fixed('/vipHistory'),
  vipSchedule: fixed('/vipSchedule'),
  vipCreditHistory: fixed('/vipCreditHistory'),
  vipProfile: fixed('/vipProfile'),
  autoPosting: fixed('/auto-posting'),
  creditsPurchase: fixed('/credits/purchase'),
  creditsManualCharge: fixed('/credits/manual-charge'),
  adminCredits: fixed('/admin/credits'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  company: fixed('/company'),
  guide: fixed('/guide'),
  history: fixed('/history'),
  kin: fixed('/kin'),
  kinZzim: fixed('/kin/zzim'),
  blogConnect: fixed('/blog-connect'),
  siteSetting: fixed('/site-setting'),
  zohoOAuth: fixed('/zoho-oauth'),
  sharedPost: { path: '/blog/:id', href: (id: string) => `/blog/${encodeURIComponent(id)}` },
  // Public pages.
  contents: fixed('/contents'),
  content: { path: '/contents/:id', href: (id: string) => `/contents/${encodeURIComponent(id)}` },
  product: { path: '/:product', href: (slug: string) => `/${encodeURIComponent(slug)}` },
  onepage: { path: '/:product', href: (slug: string) => `/${encodeURIComponent(slug)}-onepage` },
  adminProducts: fixed('/admin/products'),
  adminContents: fixed('/admin/contents'),
  // The full-screen editor of one history post.
  imageX: fixed('/imageX'),
  wblog: { path: '/wblog', href: (id: string) => `/wblog?id=${encodeURIComponent(id)}` },
  rankings: fixed('/rankings'),
  adminRankings: fixed('/admin/rankings'),
  adminSetup: fixed('/admin/setup'),
} as const;
