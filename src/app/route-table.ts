import { CalendarClock, History, ImageIcon, type LucideIcon, MessageSquareText, PenLine, Search } from 'lucide-react';
import type { ComponentType } from 'react';
import type { AppPagePath } from '@contracts/pages';
import type { Requirement } from './guards';
import type { PageProps } from './page-props';

export type LayoutName = 'default' | 'sidebar' | 'vip' | 'group';

/**
 * One row per route of spec §2, and everything the app needs to know about it: adding a page is a
 * row here and a file in routes/ (its path also goes in contracts/pages.ts, which the server reads; the
 * type-check asks for it). The router, the sidebar menu, the VIP tabs and the list of pages still being
 * built are all read from this table.
 */
type RouteRow = {
  path: AppPagePath;
  layout: LayoutName;
  /** The tab title and the menu label. */
  title: string;
  requires?: readonly Requirement[];
  /** An item of the sidebar menu; items appear in the order of their rows (spec §2 "Sidebar menu"). */
  menu?: { icon: LucideIcon };
  /** The label of a tab of the VIP layout's bar; tabs appear in the order of their rows. */
  vipTab?: string;
} & {
  /** Loads the page on the first visit, as its own chunk. */
  lazy: () => Promise<ComponentType<PageProps>>;
  /**
   * The page brings no TanStack Query with it (it loads it itself, when it needs it): only `/`, whose first screen
   * (the form) a visitor sees at once.
   */
  withoutQuery?: true;
};

export type RouteSpec = RouteRow & { requires: readonly Requirement[] };

const rows: readonly RouteRow[] = [
  // The sidebar menu, in the spec's order.
  { path: '/keyword', layout: 'sidebar', title: '키워드 분석', requires: ['signIn'], menu: { icon: Search },
    lazy: () => import('./routes/keyword-page').then((m) => m.KeywordPage) },
  // Its own chunk too: the first bundle holds only what every page needs, so that no other page brings the write
  // page's code. `/` arrives rendered from the server, so the chunk costs its hydration one request, not its paint.
  // Without TanStack Query: its data (templates, saved keywords, the price) loads in a part of its own.
  { path: '/', layout: 'vip', title: '글쓰기', menu: { icon: PenLine }, withoutQuery: true,
    lazy: () => import('./routes/write-page').then((m) => m.WritePage) },
  { path: '/history', layout: 'sidebar', title: '생성 기록', menu: { icon: History },
    lazy: () => import('./routes/history-page').then((m) => m.HistoryPage) },
  { path: '/prompts', layout: 'sidebar', title: '프롬프트', requires: ['signIn'], menu: { icon: MessageSquareText },
    lazy: () => import('./routes/prompts-page').then((m) => m.PromptsPage) },
  { path: '/images', layout: 'sidebar', title: '이미지', requires: ['signIn'], menu: { icon: ImageIcon },
    lazy: () => import('./routes/images-page').then((m) => m.ImagesPage) },
  { path: '/automation', layout: 'sidebar', title: '자동화', requires: ['signIn', 'subscription'], menu: { icon: CalendarClock },
    lazy: () => import('./routes/automation-page').then((m) => m.AutomationPage) },

  { path: '/vip', layout: 'sidebar', title: 'VIP 대시보드', requires: ['signIn', 'vip'], vipTab: '대시보드',
    lazy: () => import('./routes/vip-pages').then((m) => m.VipPage) },
  // The spec shows no guard on these two; they show VIP data only, so they ask what /vip asks.
  { path: '/vipHistory', layout: 'vip', title: 'VIP 발행 내역', requires: ['signIn', 'vip'], vipTab: '발행 내역',
    lazy: () => import('./routes/vip-pages').then((m) => m.VipHistoryPage) },
  { path: '/vipSchedule', layout: 'vip', title: 'VIP 예약 캘린더', requires: ['signIn', 'vip'], vipTab: '예약 캘린더',
    lazy: () => import('./routes/vip-pages').then((m) => m.VipSchedulePage) },
  // The spec shows no guard on the credit pages: a visitor sees them and is asked to log in there.
  { path: '/vipCreditHistory', layout: 'vip', title: 'VIP 크레딧 내역', vipTab: '크레딧 내역',
    lazy: () => import('./routes/credits-pages').then((m) => m.CreditHistoryPage) },
  { path: '/auto-posting', layout: 'vip', title: '자동 발행', requires: ['signIn', 'vip'], vipTab: '자동 발행',
    lazy: () => import('./routes/publishing-pages').then((m) => m.AutoPostingPage) },
  { path: '/vipProfile', layout: 'vip', title: 'VIP 설정', requires: ['signIn'], vipTab: 'VIP 설정',
    lazy: () => import('./routes/vip-pages').then((m) => m.VipProfilePage) },

  { path: '/keyword-report', layout: 'sidebar', title: '키워드 리포트', requires: ['signIn', 'subscription'],
    lazy: () => import('./routes/report-pages').then((m) => m.KeywordReportPage) },
  // The spec shows no guard here; the server checks the admin role on every call, and the page
  // follows suit so a member never sees a console that only answers 403.
  { path: '/admin/keyword-report', layout: 'sidebar', title: '키워드 리포트 관리', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/report-pages').then((m) => m.AdminReportPage) },
  { path: '/profile', layout: 'sidebar', title: '내 정보', requires: ['signIn'],
    lazy: () => import('./routes/profile-page').then((m) => m.ProfilePage) },
  { path: '/kin', layout: 'sidebar', title: '지식iN 답변',
    lazy: () => import('./routes/kin-pages').then((m) => m.KinPage) },
  // The spec shows no guard here: a visitor sees the page and is asked to log in there.
  { path: '/kin/zzim', layout: 'sidebar', title: '찜한 질문',
    lazy: () => import('./routes/kin-pages').then((m) => m.KinZzimPage) },
  // The spec shows no guard on these three: a visitor sees the page, and the API asks for a login.
  { path: '/blog-connect', layout: 'sidebar', title: '블로그 연결',
    lazy: () => import('./routes/publishing-pages').then((m) => m.BlogConnectPage) },
  { path: '/site-setting', layout: 'sidebar', title: '사이트 설정',
    lazy: () => import('./routes/publishing-pages').then((m) => m.SiteSettingPage) },
  { path: '/credits/purchase', layout: 'sidebar', title: '크레딧 충전',
    lazy: () => import('./routes/credits-pages').then((m) => m.PurchasePage) },
  { path: '/credits/manual-charge', layout: 'sidebar', title: '무통장 입금 충전',
    lazy: () => import('./routes/credits-pages').then((m) => m.ManualChargePage) },
  // Like the keyword-report console: the server checks the admin role on every call, and so does the page.
  { path: '/admin/credits', layout: 'sidebar', title: '크레딧 관리', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/credits-pages').then((m) => m.AdminCreditsPage) },
  { path: '/imageX', layout: 'sidebar', title: '썸네일 만들기',
    lazy: () => import('./routes/image-x-page').then((m) => m.ImageXPage) },

  { path: '/terms', layout: 'default', title: '서비스 이용약관',
    lazy: () => import('./routes/legal-pages').then((m) => m.TermsPage) },
  { path: '/privacy', layout: 'default', title: '개인정보처리방침',
    lazy: () => import('./routes/legal-pages').then((m) => m.PrivacyPage) },
  { path: '/company', layout: 'default', title: '회사 소개',
    lazy: () => import('./routes/site-pages').then((m) => m.CompanyPage) },
  { path: '/guide', layout: 'default', title: '이용 가이드',
    lazy: () => import('./routes/site-pages').then((m) => m.GuidePage) },
  { path: '/contents', layout: 'default', title: '콘텐츠',
    lazy: () => import('./routes/content-page').then((m) => m.ContentsPage) },
  { path: '/contents/:id', layout: 'default', title: '콘텐츠',
    lazy: () => import('./routes/content-page').then((m) => m.ContentPage) },
  { path: '/blog/:id', layout: 'default', title: '공유된 글',
    lazy: () => import('./routes/shared-post-page').then((m) => m.SharedPostPage) },
  // `/{product}` and `/{product}-onepage` share one dynamic segment; the page tells them apart.
  { path: '/:product', layout: 'default', title: '상품 소개',
    lazy: () => import('./routes/product-page').then((m) => m.ProductPage) },

  { path: '/wblog', layout: 'group', title: '글 편집기',
    lazy: () => import('./routes/publishing-pages').then((m) => m.WblogPage) },
  { path: '/oauth-callback', layout: 'group', title: '로그인 처리 중',
    lazy: () => import('./routes/account-pages').then((m) => m.OAuthCallbackPage) },
  // Not in the spec's table: the page the password-reset mail links to.
  { path: '/reset-password', layout: 'group', title: '비밀번호 재설정',
    lazy: () => import('./routes/account-pages').then((m) => m.ResetPasswordPage) },
  // The mail provider's OAuth landing. The spec shows no guard: the page asks for an admin, and the server
  // checks the role on every call.
  { path: '/zoho-oauth', layout: 'group', title: '메일 연동',
    lazy: () => import('./routes/zoho-oauth-page').then((m) => m.ZohoOAuthPage) },
  // The catalog and article consoles; the server checks the admin role on every call, and so does the page.
  { path: '/admin/products', layout: 'sidebar', title: '상품 관리', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/site-pages').then((m) => m.AdminProductsPage) },
  { path: '/admin/contents', layout: 'sidebar', title: '콘텐츠 관리', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/site-pages').then((m) => m.AdminContentsPage) },
  // Where each published post ranks on Naver; linked from /history, /vipHistory and the weekly mail.
  { path: '/rankings', layout: 'sidebar', title: '내 글 순위', requires: ['signIn'],
    lazy: () => import('./routes/rankings-pages').then((m) => m.RankingsPage) },
  { path: '/admin/rankings', layout: 'sidebar', title: '순위 추적 관리', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/rankings-pages').then((m) => m.AdminRankingsPage) },
  // The operator's checklist of outside services, by setting name; the server checks the admin role too.
  { path: '/admin/setup', layout: 'sidebar', title: '운영 설정', requires: ['signIn', 'admin'],
    lazy: () => import('./routes/setup-page').then((m) => m.SetupPage) },
];

export const routeTable: readonly RouteSpec[] = rows.map((row) => ({ ...row, requires: row.requires ?? [] }));
