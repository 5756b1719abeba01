import { paths } from '@/config/paths';
import type { Requirement } from './guards';

export type LayoutName = 'default' | 'sidebar' | 'vip' | 'group';

export type PageKey =
  | 'write'
  | 'history'
  | 'prompts'
  | 'shared'
  | 'keyword'
  | 'keywordReport'
  | 'adminReport'
  | 'terms'
  | 'privacy'
  | 'profile'
  | 'oauthCallback'
  | 'resetPassword'
  | 'product'
  | 'content'
  | 'pending';

/** One row per route of spec §2: where it lives, what it requires and which page renders it. */
export type RouteSpec = {
  path: string;
  layout: LayoutName;
  title: string;
  requires: readonly Requirement[];
  page: PageKey;
  /** Shown under the title while the page is still being built. */
  summary?: string;
};

const r = (
  path: string,
  layout: LayoutName,
  title: string,
  requires: readonly Requirement[] = [],
  page: PageKey = 'pending',
  summary?: string,
): RouteSpec => ({ path, layout, title, requires, page, ...(summary ? { summary } : {}) });

export const routeTable: readonly RouteSpec[] = [
  r(paths.home.path, 'vip', '글쓰기', [], 'write'),
  r(paths.vip.path, 'sidebar', 'VIP 대시보드', ['signIn', 'vip'], 'pending', '사용량과 예정된 발행을 한눈에 봅니다.'),
  r(paths.vipHistory.path, 'vip', 'VIP 발행 내역', [], 'pending', '자동 발행한 글의 내역입니다.'),
  r(paths.vipSchedule.path, 'vip', 'VIP 예약 캘린더', [], 'pending', '예약한 발행을 달력에서 봅니다.'),
  r(paths.vipCreditHistory.path, 'vip', 'VIP 크레딧 내역', [], 'pending', '크레딧 충전과 사용 내역입니다.'),
  r(paths.vipProfile.path, 'vip', 'VIP 설정', ['signIn'], 'pending', '기본 블로그, 기본 템플릿, 알림 메일을 정합니다.'),
  r(paths.autoPosting.path, 'vip', '자동 발행', ['signIn', 'vip'], 'pending', '생성한 글을 연결한 블로그에 바로 또는 예약 발행합니다.'),
  r(paths.keyword.path, 'sidebar', '키워드 분석', ['signIn'], 'keyword'),
  r(paths.history.path, 'sidebar', '생성 기록', [], 'history'),
  r(paths.prompts.path, 'sidebar', '프롬프트', ['signIn'], 'prompts'),
  r(paths.images.path, 'sidebar', '이미지', ['signIn'], 'pending', '글에 넣을 AI 이미지를 만듭니다.'),
  r(paths.automation.path, 'sidebar', '자동화', ['signIn', 'subscription'], 'pending', '정해진 요일과 시간에 글을 자동으로 만듭니다.'),
  r(paths.keywordReport.path, 'sidebar', '키워드 리포트', ['signIn', 'subscription'], 'keywordReport'),
  // The spec shows no guard here; the server checks the admin role on every call, and the page
  // follows suit so a member never sees a console that only answers 403.
  r(paths.adminKeywordReport.path, 'sidebar', '키워드 리포트 관리', ['signIn', 'admin'], 'adminReport'),
  r(paths.profile.path, 'sidebar', '내 정보', ['signIn'], 'profile'),
  r(paths.kin.path, 'sidebar', '지식iN 답변', [], 'pending', '지식iN 질문을 찾아 답변 초안을 씁니다.'),
  r(paths.kinZzim.path, 'sidebar', '찜한 질문', [], 'pending', '찜해 둔 지식iN 질문입니다.'),
  r(paths.blogConnect.path, 'sidebar', '블로그 연결', [], 'pending', '워드프레스와 블로거를 연결합니다.'),
  r(paths.siteSetting.path, 'sidebar', '사이트 설정', [], 'pending', '연결한 블로그별 기본 발행 설정입니다.'),
  r(paths.creditsPurchase.path, 'sidebar', '크레딧 충전', [], 'pending', '크레딧 상품을 골라 결제합니다.'),
  r(paths.creditsManualCharge.path, 'sidebar', '무통장 입금 충전', [], 'pending', '계좌 이체로 크레딧을 충전합니다.'),
  r(paths.imageX.path, 'sidebar', '썸네일 만들기', [], 'pending', '제목을 넣은 블로그 썸네일을 만듭니다.'),
  r(paths.terms.path, 'default', '서비스 이용약관', [], 'terms'),
  r(paths.privacy.path, 'default', '개인정보처리방침', [], 'privacy'),
  r(paths.company.path, 'default', '회사 소개', [], 'pending', '사업자 정보와 연락처입니다.'),
  r(paths.guide.path, 'default', '이용 가이드', [], 'pending', '글빛을 쓰는 방법을 안내합니다.'),
  r(paths.contents.path, 'default', '콘텐츠', [], 'pending', '글쓰기 가이드와 예시 글 모음입니다.'),
  r(paths.content.path, 'default', '콘텐츠', [], 'content', '글쓰기 가이드와 예시 글입니다.'),
  r(paths.sharedPost.path, 'default', '공유된 글', [], 'shared'),
  r(paths.product.path, 'default', '상품 소개', [], 'product'),
  r(paths.wblog.path, 'group', '글 편집기', [], 'pending', '글 하나를 전체 화면에서 편집하고 발행합니다.'),
  r(paths.oauthCallback.path, 'group', '로그인 처리 중', [], 'oauthCallback'),
  r(paths.resetPassword.path, 'group', '비밀번호 재설정', [], 'resetPassword'),
  r(paths.zohoOAuth.path, 'group', '메일 연동', [], 'pending', '리포트 메일 발송 계정을 연결합니다.'),
];

/** Routes whose page a later issue builds; they show their title and '준비 중인 기능입니다'. */
export const pendingRoutes = routeTable.filter((route) => route.page === 'pending').map((route) => route.path);
