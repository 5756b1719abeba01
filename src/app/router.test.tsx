import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_PAGE_PATHS } from '@contracts/pages';
import { RESERVED_SLUGS } from '@contracts/products';
import { paths } from '@/config/paths';
import { pageServedAt, resetPageData } from '@/lib/page-data';
import type { AuthState } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import type { Requirement } from './guards';
import { routeTable } from './route-table';
import { buildRoutes } from './router';

// The pages behind the guards load their own data; routing needs none of it, so it is refused.
const unavailable = () => HttpResponse.json({ error: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }, { status: 503 });
beforeEach(() => {
  resetStores();
  server.use(
    ...['*/api/keywords/credentials', '*/api/reports', '*/api/reports/settings', '*/api/admin/keyword-report/*'].map((url) => http.get(url, unavailable)),
    ...['*/api/automations', '*/api/automations/runs', '*/api/vip/*'].map((url) => http.get(url, unavailable)),
  );
});

// Spec §2 "Route table" and §6, written here as the spec states them. Each fact is checked by
// rendering the route for a visitor or a member, never by reading the table back.
const GUARDED: [path: string, needs: Requirement[]][] = [
  ['/vip', ['signIn', 'vip']],
  ['/images', ['signIn']],
  ['/keyword', ['signIn']],
  ['/prompts', ['signIn']],
  ['/profile', ['signIn']],
  ['/automation', ['signIn', 'subscription']],
  ['/vipProfile', ['signIn']],
  // Not shown in the spec; they need vip because they show only VIP data.
  ['/vipHistory', ['signIn', 'vip']],
  ['/vipSchedule', ['signIn', 'vip']],
  ['/auto-posting', ['signIn', 'vip']],
  ['/keyword-report', ['signIn', 'subscription']],
];
// "Access rules not shown": anyone may open these. (`/{product}`, `/blog/{id}` and `/oauth-callback`
// are open too, but what they show depends on data: see below.)
const OPEN = [
  '/', '/terms', '/wblog', '/imageX', '/company', '/history', '/privacy', '/kin', '/kin/zzim', '/zoho-oauth',
  '/guide', '/blog-connect', '/site-setting', '/contents', '/contents/first-post', '/credits/purchase',
  '/vipCreditHistory', '/credits/manual-charge',
];

/** A signed-in member who has exactly `needs` (and is no admin). */
const memberWith = (needs: readonly Requirement[]): Partial<AuthState> => ({
  isAuthenticated: true,
  grade: needs.includes('vip') ? 'vip' : 'normal',
  wantKeywordReport: needs.includes('subscription'),
  isAdmin: needs.includes('admin'),
});
const everything = memberWith(['signIn', 'vip', 'subscription', 'admin']);

/** Opens `path` and returns where the user ends up once a page is on screen. */
async function land(path: string) {
  const { router, unmount } = renderRoute(path);
  // `hidden`: the login modal hides the page from the accessibility tree. The first visit of a page
  // compiles its lazy chunk, which on a busy machine takes longer than findBy's default second.
  await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 5000 });
  const pathname = router.state.location.pathname;
  unmount();
  return pathname;
}

describe('guards (spec §2, §6)', () => {
  it.each(GUARDED)('sends a visitor from %s to / and opens the login modal', async (path) => {
    expect(await land(path)).toBe('/');
    expect(useModalStore.getState().modal).toBe('login');
  });

  it.each(GUARDED.flatMap(([path, needs]) => needs.filter((n) => n !== 'signIn').map((missing) => [path, missing] as const)))(
    'sends a member from %s to / when the member lacks %s, without the login modal',
    async (path, missing) => {
      resetStores({ ...everything, ...memberWith(GUARDED.find(([p]) => p === path)![1].filter((n) => n !== missing)) });
      expect(await land(path)).toBe('/');
      expect(useModalStore.getState().modal).toBeNull();
    },
  );

  it.each(GUARDED)('opens %s for a member who has %j and nothing more', async (path, needs) => {
    resetStores(memberWith(needs));
    expect(await land(path)).toBe(path);
  });

  it.each(OPEN)('lets a visitor stay on %s', async (path) => {
    expect(await land(path)).toBe(path);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('tells a visitor sent to / why (naming the page), and after login opens the page the visitor asked for', async () => {
    server.use(
      http.post('*/api/users/login', () => {
        mockSession.current = { ...mockSession.current, user: buildUserRecord(), visitor: null, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 } };
        return HttpResponse.json({ user: buildUserRecord() });
      }),
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () => HttpResponse.json({ success: true, credited: false, message: '', wallet: { paidCredits: 0, eventCredits: 0 } })),
    );
    const { router } = renderRoute('/keyword?q=캠핑');
    const modal = await screen.findByRole('dialog', { name: '로그인' });
    expect(router.state.location.pathname).toBe('/');
    expect(within(modal).getByText('키워드 분석 페이지는 로그인하면 쓸 수 있어요.')).toBeVisible();
    await userEvent.type(within(modal).getByLabelText('이메일'), 'gildong@example.kr');
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.click(within(modal).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/keyword?q=캠핑'));
    expect(await screen.findByRole('heading', { level: 1, name: '키워드 분석' })).toBeInTheDocument();
  });

  it('tells a member what a page needs when it sends the member to /', async () => {
    resetStores(memberWith(['signIn']));
    expect(await land('/vip')).toBe('/');
    const { useToastStore } = await import('@/components/ui/toast-store');
    expect(useToastStore.getState().toasts.at(-1)?.title).toBe('VIP 대시보드 페이지는 VIP 회원만 쓸 수 있어요.');
  });

  it('sends a member who logs out on a sign-in page to / without opening the login modal', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal' });
    const { router } = renderRoute('/keyword');
    expect(await screen.findByRole('heading', { name: '키워드 분석' })).toBeInTheDocument();
    const { useAuthStore, visitorState } = await import('@/stores/auth-store');
    act(() => useAuthStore.setState({ ...visitorState, status: 'ready' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useModalStore.getState().modal).toBeNull();
  });
});

describe('layouts (spec §2)', () => {
  const menus = () => ({
    sidebar: screen.queryAllByRole('navigation', { name: '주 메뉴' }).length > 0,
    vipTabs: screen.queryAllByRole('navigation', { name: 'VIP 메뉴' }).length > 0,
  });

  it('puts / in the vip layout: the sidebar, and the VIP tabs for a vip member', async () => {
    resetStores(everything);
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: '글쓰기' });
    expect(menus()).toEqual({ sidebar: true, vipTabs: true });
  });

  it('gives a vip member the VIP pages as tabs, in this order', async () => {
    resetStores(everything);
    renderRoute('/');
    const [nav] = await screen.findAllByRole('navigation', { name: 'VIP 메뉴' });
    expect(Array.from(nav!.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['대시보드', '/vip'],
      ['발행 내역', '/vipHistory'],
      ['예약 캘린더', '/vipSchedule'],
      ['크레딧 내역', '/vipCreditHistory'],
      ['자동 발행', '/auto-posting'],
      ['VIP 설정', '/vipProfile'],
    ]);
  });

  it('puts /images in the sidebar layout, without the VIP tabs', async () => {
    resetStores(everything);
    renderRoute('/images');
    await screen.findByRole('heading', { level: 1 });
    expect(menus()).toEqual({ sidebar: true, vipTabs: false });
  });

  it('puts /vip in the sidebar layout (spec §2), with the tabs of the other VIP pages', async () => {
    resetStores(everything);
    renderRoute('/vip');
    await screen.findByRole('heading', { level: 1 });
    expect(menus()).toEqual({ sidebar: true, vipTabs: true });
  });
});


describe('the admin console', () => {
  it('sends a visitor to / with the login modal, and a member who is not an admin to /', async () => {
    expect(await land('/admin/keyword-report')).toBe('/');
    expect(useModalStore.getState().modal).toBe('login');
    resetStores(memberWith(['signIn', 'vip', 'subscription']));
    expect(await land('/admin/keyword-report')).toBe('/');
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('opens for an admin', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
    const { router } = renderRoute('/admin/keyword-report');
    expect(await screen.findByRole('heading', { level: 1, name: '키워드 리포트 관리' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/keyword-report');
  });
});

// The 404 page's heading: Korean first, the spec's 'Page not found' under it.
const NOT_FOUND_HEADING = '페이지를 찾을 수 없습니다 Page not found';

describe('not found and errors', () => {
  it('shows the 404 page in Korean first, the spec\'s English under it, and a link home for an unknown route', async () => {
    renderRoute('/this/does/not/exist');
    const heading = await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING });
    expect(heading.firstChild?.textContent).toBe('페이지를 찾을 수 없습니다');
    expect(within(heading).getByText('Page not found')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });

  it('treats an unknown product slug as not found, in the tab title too', async () => {
    renderRoute('/no-such-product-onepage');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_HEADING })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 · 글빛'));
  });

  it('treats a post that is not shared as not found, without leaving its address', async () => {
    server.use(http.get('*/api/shared/:id', () => HttpResponse.json({ error: { code: 'NOT_FOUND', message: '공유되지 않은 글입니다.' } }, { status: 404 })));
    const { router } = renderRoute('/blog/not-shared');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/not-shared');
  });

  it('shows a shared post served with its page at once, with no request of its own; another post is fetched', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/shared/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ title: '다른 글', content: '# 다른 글\n\n부산 이야기', keyword: '부산', createdAt: '2026-11-21T03:00:00.000Z' });
      }),
    );
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-data';
    // The HTML the server rendered of this post (here told apart from the Markdown by its words) is what shows.
    const html = '<h1>제주 여행</h1><p>제주 바다는 <strong>서버에서도</strong> 맑습니다.</p>';
    block.textContent = JSON.stringify({ shared: { shareId: 'share-jeju', post: { title: '제주 여행', content: '# 제주 여행\n\n제주 바다는 맑습니다.', keyword: '제주', createdAt: '2026-11-20T03:00:00.000Z' }, html } });
    document.head.append(block);
    resetPageData();
    // A second after the page was served: the post in it is fresh. (This file's page was "served" as the file
    // started; on a busy machine that was over the query's 30 s staleTime ago, and the post was asked for again.)
    const now = vi.spyOn(Date, 'now').mockReturnValue(pageServedAt + 1000);
    try {
      renderRoute('/blog/share-jeju');
      expect(await screen.findByText('서버에서도')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: '생성된 글' }).innerHTML).toContain(html);
      renderRoute('/blog/share-busan');
      expect(await screen.findByText(/부산 이야기/)).toBeInTheDocument();
      expect(asked).toEqual(['share-busan']);
    } finally {
      now.mockRestore();
      block.remove();
      resetPageData();
    }
  });

  it('needs a non-empty id on /contents/{id}', async () => {
    renderRoute('/contents/%20');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_HEADING })).toBeInTheDocument();
  });

  it('renders the terms and the privacy policy with their dates', async () => {
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText(/작성일 2025년 5월 31일 · 시행일 2025년 6월 1일/)).toBeInTheDocument();
    expect(screen.getByText(/YouTube API 서비스를 통해 조회한 데이터는 .*별도로 저장하지 않습니다/)).toBeInTheDocument();
  });

  it('states the 7-day notice period in the terms', async () => {
    renderRoute('/terms');
    expect(await screen.findByText(/적용일 7일 전부터 서비스 화면에 공지합니다/)).toBeInTheDocument();
  });
});

describe('the sidebar (spec §2 "Sidebar menu")', () => {
  it('lists the spec menu in order, then the other tools, with the privacy link in the footer', async () => {
    renderRoute('/history');
    const [nav] = await screen.findAllByRole('navigation', { name: '주 메뉴' });
    const items = Array.from(nav!.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(items).toEqual([
      ['키워드 분석', '/keyword'],
      ['글쓰기', '/'],
      ['생성 기록', '/history'],
      ['프롬프트', '/prompts'],
      ['이미지', '/images'],
      ['자동화', '/automation'],
      ['지식iN 답변', '/kin'],
      ['썸네일 만들기', '/imageX'],
      ['내 글 순위', '/rankings'],
      ['개인정보처리방침', '/privacy'],
    ]);
  });

  it('opens the login modal instead of navigating when a visitor picks a sign-in item', async () => {
    const { router } = renderRoute('/history');
    const nav = await screen.findAllByRole('navigation', { name: '주 메뉴' });
    const link = nav[0]!.querySelector('a[href="/keyword"]') as HTMLAnchorElement;
    await userEvent.click(link);
    expect(useModalStore.getState().modal).toBe('login');
    expect(useModalStore.getState().reason).toBe('키워드 분석 페이지는 로그인하면 쓸 수 있어요.');
    expect(router.state.location.pathname).toBe('/history');
  });
});

describe('the menus beyond the spec sidebar: every page is a click away', () => {
  const linksOf = (el: Element) => Array.from(el.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

  it('gives an admin, and only an admin, the admin menu with every console, the setup checklist first', async () => {
    resetStores(memberWith(['signIn', 'vip', 'subscription']));
    const { unmount } = renderRoute('/history');
    await screen.findAllByRole('navigation', { name: '주 메뉴' });
    expect(screen.queryByRole('list', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    unmount();
    resetStores(memberWith(['signIn', 'admin']));
    renderRoute('/history');
    const [list] = await screen.findAllByRole('list', { name: '관리자 메뉴' });
    expect(linksOf(list!)).toEqual([
      ['운영 설정', '/admin/setup'],
      ['크레딧 관리', '/admin/credits'],
      ['상품 관리', '/admin/products'],
      ['콘텐츠 관리', '/admin/contents'],
      ['키워드 리포트 관리', '/admin/keyword-report'],
      ['순위 추적 관리', '/admin/rankings'],
      ['메일 연동 (Zoho)', '/zoho-oauth'],
    ]);
  });

  it("opens the profile menu with the member's own pages, only those the member may open", async () => {
    resetStores(memberWith(['signIn']));
    renderRoute('/history');
    await userEvent.click(await screen.findByRole('button', { name: '내 메뉴' }));
    expect(linksOf(screen.getByRole('navigation', { name: '내 메뉴' }))).toEqual([
      ['내 정보', '/profile'],
      ['VIP 설정', '/vipProfile'],
      ['블로그 연결', '/blog-connect'],
      ['사이트 설정', '/site-setting'],
      ['찜한 질문', '/kin/zzim'],
      ['VIP 크레딧 내역', '/vipCreditHistory'],
      ['크레딧 충전', '/credits/purchase'],
      ['무통장 입금 충전', '/credits/manual-charge'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '내 메뉴' })).not.toBeInTheDocument();
  });
});

describe('links', () => {
  it.each(Object.entries(paths))('paths.%s lands on its own route, not on a catch-all', (_, entry) => {
    const href = (entry.href as (id: string) => string)('sample-id');
    expect(matchRoutes(buildRoutes(), href)?.at(-1)?.route.path).toBe(entry.path);
  });
});

describe('product slugs', () => {
  it('has one row for each page path the server knows (contracts/pages.ts), and no other', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...APP_PAGE_PATHS].sort());
  });

  it.each(routeTable.map((r) => r.path).filter((p) => !p.startsWith('/:') && p !== '/'))(
    'refuses the first segment of %s as a product slug, so no product hides a page of the app',
    (path) => {
      expect(RESERVED_SLUGS).toContain(path.split('/')[1]!.toLowerCase());
    },
  );
});
