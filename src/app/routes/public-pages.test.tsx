import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const company = { name: '주식회사 글빛', ceo: '김글빛', registrationNumber: '123-45-67890', mailOrderNumber: null, address: null, phone: '02-1234-5678', email: 'help@geulbit.kr' };

beforeEach(() => {
  resetStores();
  server.use(http.get('*/api/site', () => HttpResponse.json({ company })));
});

describe('/company', () => {
  it('shows the business facts that are set, under the labels the law uses, and no blanks', async () => {
    renderRoute('/company');
    expect(await screen.findByText('주식회사 글빛')).toBeInTheDocument();
    expect(screen.getByText('대표자')).toBeInTheDocument();
    expect(screen.getByText('123-45-67890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@geulbit.kr' })).toHaveAttribute('href', 'mailto:help@geulbit.kr');
    expect(screen.queryByText('통신판매업 신고번호')).toBeNull();
    expect(screen.queryByText(/COMPANY_MAIL_ORDER_NUMBER/)).toBeNull();
  });

  it('names the missing settings for an admin', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
    renderRoute('/company');
    const notice = await screen.findByRole('region', { name: '관리자 안내: 설정되지 않은 사업자 정보' });
    const items = within(notice).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['통신판매업 신고번호: COMPANY_MAIL_ORDER_NUMBER', '주소: COMPANY_ADDRESS']);
  });
});

describe('/guide', () => {
  it('lists every section in a table of contents that links to its anchor', async () => {
    renderRoute('/guide');
    const toc = await screen.findByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const id = (link.getAttribute('href') as string).slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });
});

const writer = {
  id: 'p1', slug: 'writer', name: '글쓰기 도구', summary: '한 줄 소개', heroText: '대표 문구입니다', heroImageUrl: '/files/hero.png', updatedAt: '2026-01-01T00:00:00.000Z',
  features: [{ title: '빠른 초안', body: '1분' }],
  faq: [{ question: '무료인가요?', answer: '네' }],
  packages: [{ id: 'pkg_basic', name: '베이직', paidCredits: 3000, bonusCredits: 300, priceKrw: 27000, vipDays: 0 }],
};

function serveWriter() {
  server.use(
    http.get('*/api/products/:slug', ({ params }) =>
      params.slug === 'writer' ? HttpResponse.json(writer) : HttpResponse.json({ error: { code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' } }, { status: 404 }),
    ),
  );
}

describe('/{product}', () => {
  it('shows the product: hero with its image, features, live prices, FAQ and a link to its one-page landing', async () => {
    serveWriter();
    renderRoute('/writer');
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기 도구' })).toBeInTheDocument();
    expect(screen.getByText('대표 문구입니다')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '글쓰기 도구' })).toHaveAttribute('src', '/files/hero.png');
    expect(screen.getByText('빠른 초안')).toBeInTheDocument();
    const pricing = screen.getByRole('list', { name: '요금' });
    expect(within(pricing).getByText('27,000원')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: '베이직 크레딧 충전하기' })).toHaveAttribute('href', '/credits/purchase');
    expect(screen.getByText('무료인가요?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '한 페이지로 보기' })).toHaveAttribute('href', '/writer-onepage');
    // The plain page has no closing call-to-action band; that is the landing's.
    expect(screen.queryByRole('heading', { name: '지금 바로 써 보세요' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('글쓰기 도구 · 글빛'));
  });

  it.each([
    [{ online: false, bankTransfer: true }, '/credits/manual-charge'],
    [{ online: true, bankTransfer: false }, '/credits/purchase'],
  ])('leads its 충전 buttons to the way to pay that is set up (%j)', async (payments, href) => {
    serveWriter();
    server.use(http.get('*/api/site', () => HttpResponse.json({ company, payments })));
    renderRoute('/writer');
    const pricing = await screen.findByRole('list', { name: '요금' });
    await waitFor(() => expect(within(pricing).getByRole('link', { name: '베이직 크레딧 충전하기' })).toHaveAttribute('href', href));
    expect(screen.getByRole('link', { name: '크레딧 충전하기' })).toHaveAttribute('href', href);
  });

  it('with no way to pay set up, says so instead of offering 충전 buttons', async () => {
    serveWriter();
    server.use(http.get('*/api/site', () => HttpResponse.json({ company, payments: { online: false, bankTransfer: false } })));
    renderRoute('/writer');
    expect(await screen.findByText(/지금은 크레딧을 충전할 수 없습니다/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /크레딧 충전하기/ })).toBeNull();
    expect(screen.getByRole('link', { name: '무료로 글쓰기 시작' })).toHaveAttribute('href', '/');
  });

  it('is the 404 page for a slug the catalog does not publish', async () => {
    serveWriter();
    renderRoute('/nobody');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다 Page not found' })).toBeInTheDocument();
  });
});

describe('/{product}-onepage', () => {
  it('shows the hero, the packages at their live prices and the FAQ', async () => {
    serveWriter();
    renderRoute('/writer-onepage');
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기 도구' })).toBeInTheDocument();
    const pricing = screen.getByRole('list', { name: '요금' });
    expect(within(pricing).getByText('27,000원')).toBeInTheDocument();
    expect(screen.getByText('무료인가요?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '지금 바로 써 보세요' })).toBeInTheDocument();
  });

  it('sets the same title the server sent with the page (name — summary)', async () => {
    serveWriter();
    renderRoute('/writer-onepage');
    await screen.findByRole('heading', { level: 1, name: '글쓰기 도구' });
    await waitFor(() => expect(document.title).toBe('글쓰기 도구 — 한 줄 소개'));
  });
});
