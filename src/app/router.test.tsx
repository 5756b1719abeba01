import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { renderRoute, resetStores } from '@/testing/render';
import { pendingRoutes, routeTable } from './route-table';
import { PENDING_NOTICE } from './routes/pending-page';

beforeEach(() => resetStores());

// Pages that later issues build. When one lands, remove it here and from the route table's
// 'pending' pages; this list and the table must agree, so none is forgotten.
const EXPECTED_PENDING = [
  '/vip', '/vipHistory', '/vipSchedule', '/vipCreditHistory', '/vipProfile', '/auto-posting',
  '/images', '/automation',
  '/kin', '/kin/zzim', '/blog-connect', '/site-setting', '/credits/purchase',
  '/credits/manual-charge', '/imageX', '/company', '/guide', '/contents', '/wblog',
  '/zoho-oauth',
];

describe('the route table (spec §2)', () => {
  it('registers every route of the spec, plus the password-reset page its mail links to', () => {
    const spec = [
      '/vip', '/', '/:product', '/terms', '/wblog', '/imageX', '/company', '/history', '/privacy', '/blog/:id',
      '/kin', '/kin/zzim', '/zoho-oauth', '/guide', '/blog-connect', '/site-setting', '/contents',
      '/oauth-callback', '/credits/purchase', '/vipHistory', '/vipSchedule', '/vipCreditHistory',
      '/credits/manual-charge', '/images', '/keyword', '/prompts', '/profile', '/automation', '/vipProfile',
      '/auto-posting', '/keyword-report', '/contents/:id', '/admin/keyword-report', '/reset-password',
    ];
    expect(routeTable.map((r) => r.path).sort()).toEqual([...spec].sort());
  });

  it('lists exactly the pages still being built', () => {
    expect([...pendingRoutes].sort()).toEqual([...EXPECTED_PENDING].sort());
  });

  it.each(routeTable.filter((r) => r.page === 'pending' && r.requires.length === 0 && !r.path.includes(':')))(
    'shows the title and "준비 중인 기능입니다" on $path',
    async ({ path, title }) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(PENDING_NOTICE)).toBeInTheDocument();
    },
  );
});

describe('guards, for a visitor', () => {
  it.each(['/vip', '/profile', '/keyword-report', '/auto-posting', '/keyword', '/prompts', '/images', '/automation', '/vipProfile'])(
    'sends %s to / and opens the login modal',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(useModalStore.getState().modal).toBe('login');
    },
  );
});

describe('guards, for members', () => {
  it('lets a signed-in member into sign-in pages but sends a non-vip away from /vip and /auto-posting', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal' });
    const keyword = renderRoute('/keyword');
    expect(await screen.findByRole('heading', { name: '키워드 분석' })).toBeInTheDocument();
    keyword.unmount();
    for (const path of ['/vip', '/auto-posting']) {
      const { router, unmount } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
    expect(useModalStore.getState().modal).toBeNull();
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

  it('lets a vip member into /vip', async () => {
    resetStores({ isAuthenticated: true, grade: 'vip' });
    renderRoute('/vip');
    expect(await screen.findByRole('heading', { name: 'VIP 대시보드' })).toBeInTheDocument();
  });

  it('sends a member without the subscription away from /keyword-report and /automation', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', wantKeywordReport: false });
    const { router } = renderRoute('/keyword-report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    resetStores({ isAuthenticated: true, grade: 'normal', wantKeywordReport: true });
    renderRoute('/automation');
    expect(await screen.findByRole('heading', { name: '자동화' })).toBeInTheDocument();
  });
});

describe('the admin console', () => {
  it('sends a visitor to / with the login modal, and a member who is not an admin to /', async () => {
    const visitor = renderRoute('/admin/keyword-report');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/'));
    expect(useModalStore.getState().modal).toBe('login');
    visitor.unmount();
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: false });
    const member = renderRoute('/admin/keyword-report');
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/'));
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('opens for an admin', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
    const { router } = renderRoute('/admin/keyword-report');
    expect(await screen.findByRole('heading', { level: 1, name: '키워드 리포트 관리' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/keyword-report');
  });
});

describe('not found and errors', () => {
  it('shows the 404 page with a Korean line and a link home for an unknown route', async () => {
    renderRoute('/this/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/요청하신 페이지를 찾을 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });

  it('treats an unknown product slug as not found, in the tab title too', async () => {
    renderRoute('/no-such-product-onepage');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · 글빛'));
  });

  it('needs a non-empty id on /contents/{id}', async () => {
    renderRoute('/contents/%20');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
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

describe('the sidebar', () => {
  it('opens the login modal instead of navigating when a visitor picks a sign-in item', async () => {
    const { router } = renderRoute('/history');
    const nav = await screen.findAllByRole('navigation', { name: '주 메뉴' });
    const link = nav[0]!.querySelector('a[href="/keyword"]') as HTMLAnchorElement;
    await userEvent.click(link);
    expect(useModalStore.getState().modal).toBe('login');
    expect(router.state.location.pathname).toBe('/history');
  });

  it('lists the spec menu in order, with the privacy link in the footer', async () => {
    renderRoute('/history');
    const [nav] = await screen.findAllByRole('navigation', { name: '주 메뉴' });
    const labels = Array.from(nav!.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['키워드 분석', '글쓰기', '생성 기록', '프롬프트', '이미지', '자동화', '개인정보처리방침']);
  });
});
