import { CalendarClock, History, ImageIcon, type LucideIcon, MessageSquareText, PenLine, Search } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Requirement } from './guards';

export type LayoutName = 'default' | 'sidebar' | 'vip' | 'group';

/** What every page gets from its row; most pages ignore it. */
export type PageProps = { title: string; summary?: string };

/**
 * One row per route of spec §2, and everything the app needs to know about it: adding a page is a
 * row here and a file in routes/. The router, the sidebar menu and the list of pages still being
 * built are all read from this table.
 */
type RouteRow = {
  path: string;
  layout: LayoutName;
  /** The h1 of a pending page, the tab title and the menu label. */
  title: string;
  requires?: readonly Requirement[];
  /**
   * Loads the page on the first visit, as its own chunk. A row without one is a page that a later
   * issue builds: it shows its title, its summary and '준비 중인 기능입니다'.
   */
  lazy?: () => Promise<ComponentType<PageProps>>;
  /** Shown under the title while the page is still being built. */
  summary?: string;
  /** An item of the sidebar menu; items appear in the order of their rows (spec §2 "Sidebar menu"). */
  menu?: { icon: LucideIcon };
};

export type RouteSpec = RouteRow & { requires: readonly Requirement[] };

const rows: readonly RouteRow[] = [
  // The sidebar menu, in the spec's order.
  { path: '/keyword', layout: 'sidebar', title: '키워드 분석', requires: ['signIn'], menu: { icon: Search },
    lazy: () => import('./routes/keyword-page').then((m) => m.KeywordPage) },
  { path: '/', layout: 'vip', title: '글쓰기', menu: { icon: PenLine },
    lazy: () => import('./routes/write-page').then((m) => m.WritePage) },
  { path: '/history', layout: 'sidebar', title: '생성 기록', menu: { icon: History },
    lazy: () => import('./routes/history-page').then((m) => m.HistoryPage) },
  { path: '/prompts', layout: 'sidebar', title: '프롬프트', requires: ['signIn'], menu: { icon: MessageSquareText },
    lazy: () => import('./routes/prompts-page').then((m) => m.PromptsPage) },
  { path: '/images', layout: 'sidebar', title: '이미지', requires: ['signIn'], menu: { icon: ImageIcon },
    lazy: () => import('./routes/images-page').then((m) => m.ImagesPage) },
  { path: '/automation', layout: 'sidebar', title: '자동화', requires: ['signIn', 'subscription'], menu: { icon: CalendarClock },
    summary: '정해진 요일과 시간에 글을 자동으로 만듭니다.' },

  { path: '/vip', layout: 'sidebar', title: 'VIP 대시보드', requires: ['signIn', 'vip'], summary: '사용량과 예정된 발행을 한눈에 봅니다.' },
  { path: '/vipHistory', layout: 'vip', title: 'VIP 발행 내역', summary: '자동 발행한 글의 내역입니다.' },
  { path: '/vipSchedule', layout: 'vip', title: 'VIP 예약 캘린더', summary: '예약한 발행을 달력에서 봅니다.' },
  // The spec shows no guard on the credit pages: a visitor sees them and is asked to log in there.
  { path: '/vipCreditHistory', layout: 'vip', title: 'VIP 크레딧 내역',
    lazy: () => import('./routes/credits-pages').then((m) => m.CreditHistoryPage) },
  { path: '/vipProfile', layout: 'vip', title: 'VIP 설정', requires: ['signIn'], summary: '기본 블로그, 기본 템플릿, 알림 메일을 정합니다.' },
  { path: '/auto-posting', layout: 'vip', title: '자동 발행', requires: ['signIn', 'vip'],
    summary: '생성한 글을 연결한 블로그에 바로 또는 예약 발행합니다.' },

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
  { path: '/blog-connect', layout: 'sidebar', title: '블로그 연결', summary: '워드프레스와 블로거를 연결합니다.' },
  { path: '/site-setting', layout: 'sidebar', title: '사이트 설정', summary: '연결한 블로그별 기본 발행 설정입니다.' },
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
  { path: '/company', layout: 'default', title: '회사 소개', summary: '사업자 정보와 연락처입니다.' },
  { path: '/guide', layout: 'default', title: '이용 가이드', summary: '글빛을 쓰는 방법을 안내합니다.' },
  { path: '/contents', layout: 'default', title: '콘텐츠', summary: '글쓰기 가이드와 예시 글 모음입니다.' },
  { path: '/contents/:id', layout: 'default', title: '콘텐츠', summary: '글쓰기 가이드와 예시 글입니다.',
    lazy: () => import('./routes/content-page').then((m) => m.ContentPage) },
  { path: '/blog/:id', layout: 'default', title: '공유된 글',
    lazy: () => import('./routes/shared-post-page').then((m) => m.SharedPostPage) },
  // `/{product}` and `/{product}-onepage` share one dynamic segment; the page tells them apart.
  { path: '/:product', layout: 'default', title: '상품 소개',
    lazy: () => import('./routes/product-page').then((m) => m.ProductPage) },

  { path: '/wblog', layout: 'group', title: '글 편집기', summary: '글 하나를 전체 화면에서 편집하고 발행합니다.' },
  { path: '/oauth-callback', layout: 'group', title: '로그인 처리 중',
    lazy: () => import('./routes/account-pages').then((m) => m.OAuthCallbackPage) },
  // Not in the spec's table: the page the password-reset mail links to.
  { path: '/reset-password', layout: 'group', title: '비밀번호 재설정',
    lazy: () => import('./routes/account-pages').then((m) => m.ResetPasswordPage) },
  // The mail provider's OAuth landing. The spec shows no guard: the page asks for an admin, and the server
  // checks the role on every call.
  { path: '/zoho-oauth', layout: 'group', title: '메일 연동',
    lazy: () => import('./routes/zoho-oauth-page').then((m) => m.ZohoOAuthPage) },
];

export const routeTable: readonly RouteSpec[] = rows.map((row) => ({ ...row, requires: row.requires ?? [] }));

/** Routes whose page a later issue builds; they show their title and '준비 중인 기능입니다'. */
export const pendingRoutes = routeTable.filter((route) => !route.lazy).map((route) => route.path);
