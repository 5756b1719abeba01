import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPageData } from '@/lib/page-data';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const PAGE_SIZE = 9;
const CATEGORIES = ['이용 가이드', '블로그 SEO'];
// Twelve articles, alternating categories, newest first: what GET /api/contents pages through.
const library = Array.from({ length: 12 }, (_, i) => ({
  id: `a${i + 1}`, title: `글 ${i + 1}`, summary: '요약', category: CATEGORIES[i % 2], coverImageUrl: '', publishedAt: '2026-01-01T00:00:00.000Z',
}));

let asked: URLSearchParams[] = [];
beforeEach(() => {
  asked = [];
  resetStores();
  server.use(
    http.get('*/api/contents', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const category = query.get('category');
      const page = Number(query.get('page'));
      const matching = library.filter((a) => !category || a.category === category);
      return HttpResponse.json({ items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: matching.length, page, pageSize: PAGE_SIZE });
    }),
  );
});

const titles = () => within(screen.getByRole('list')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/contents paging and categories', () => {
  it("shows the library's first page served with the page at once, with no request of its own, and asks for a category's", async () => {
    const served = { items: [{ ...library[0], id: 'served', title: '서버에서 온 글' }], total: 1, page: 1, pageSize: PAGE_SIZE };
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'page-data', textContent: JSON.stringify({ contents: served }) });
    document.head.append(block);
    resetPageData();
    try {
      renderRoute('/contents');
      await screen.findByRole('list');
      expect(titles()).toEqual(['서버에서 온 글']);
      expect(asked).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: '블로그 SEO' }));
      await waitFor(() => expect(titles()[0]).toBe('글 2'));
      expect(asked.map((q) => q.get('category'))).toEqual(['블로그 SEO']);
    } finally {
      block.remove();
      resetPageData();
    }
  });

  it('moves to page 2 for the next articles and back, keeping the page in the address', async () => {
    const { router } = renderRoute('/contents');
    await waitFor(() => expect(titles()).toHaveLength(PAGE_SIZE));
    expect(titles()[0]).toBe('글 1');
    const paging = screen.getByRole('navigation', { name: '쪽 이동' });
    expect(within(paging).getByText('1 / 2 쪽')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: '이전' })).toBeDisabled();

    await userEvent.click(within(paging).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(titles()).toEqual(['글 10', '글 11', '글 12']));
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(within(paging).getByText('2 / 2 쪽')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: '다음' })).toBeDisabled();

    await userEvent.click(within(paging).getByRole('button', { name: '이전' }));
    await waitFor(() => expect(titles()[0]).toBe('글 1'));
    expect(router.state.location.search).toBe('');
  });

  it('filters by a category from page 1, marks it pressed, and hides the paging when one page holds them', async () => {
    const { router } = renderRoute('/contents?page=2');
    await waitFor(() => expect(titles()).toEqual(['글 10', '글 11', '글 12']));
    const categories = screen.getByRole('navigation', { name: '분류' });
    expect(within(categories).getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(categories).getByRole('button', { name: '블로그 SEO' }));
    await waitFor(() => expect(titles()).toEqual(['글 2', '글 4', '글 6', '글 8', '글 10', '글 12']));
    expect(asked.at(-1)?.get('category')).toBe('블로그 SEO');
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('블로그 SEO');
    expect(within(categories).getByRole('button', { name: '블로그 SEO' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('navigation', { name: '쪽 이동' })).toBeNull();

    await userEvent.click(within(categories).getByRole('button', { name: '전체' }));
    await waitFor(() => expect(titles()).toHaveLength(PAGE_SIZE));
    expect(router.state.location.search).toBe('');
  });
});
