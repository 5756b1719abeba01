import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPageData } from '@/lib/page-data';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

// What an admin might paste into an article's Markdown, on purpose or by copying from elsewhere.
const body = [
  '## 첫 소제목',
  '',
  '**굵게** 쓴 말과 [링크](https://searchadvisor.naver.com).',
  '',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">누르기</a>',
  '<iframe src="https://evil.example"></iframe>',
].join('\n');

beforeEach(() => {
  resetStores();
  server.use(
    http.get('*/api/contents/:id', ({ params }) =>
      params.id === 'pasted'
        ? HttpResponse.json({
            id: 'pasted', title: '붙여 넣은 글', summary: '요약', category: '글쓰기 팁', coverImageUrl: 'https://cdn.example.com/cover.png',
            publishedAt: '2026-01-01T00:00:00.000Z', body, status: 'published', updatedAt: '2026-01-01T00:00:00.000Z',
          })
        : HttpResponse.json({ error: { code: 'ARTICLE_NOT_FOUND', message: '글을 찾을 수 없습니다.' } }, { status: 404 }),
    ),
  );
});

describe('/contents/{id}', () => {
  it('renders the Markdown with its cover image and keeps no script, handler, javascript: link or frame', async () => {
    renderRoute('/contents/pasted');
    expect(await screen.findByRole('heading', { level: 1, name: '붙여 넣은 글' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '첫 소제목' })).toBeInTheDocument();
    expect(screen.getByText('굵게').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: '붙여 넣은 글' })).toHaveAttribute('src', 'https://cdn.example.com/cover.png');
    expect(screen.getByText('누르기')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script, iframe, [onerror]')).toBeNull();
    for (const link of article.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    await waitFor(() => expect((window as { __pwned?: number }).__pwned).toBeUndefined());
  });

  it('shows an article served with its page at once, as the HTML the server made, with no request of its own', async () => {
    const asked: string[] = [];
    server.use(http.get('*/api/contents/:id', ({ params }) => (asked.push(String(params.id)), HttpResponse.json({}, { status: 500 }))));
    const article = {
      id: 'served', title: '서버에서 온 글', summary: '요약', category: '블로그 SEO', coverImageUrl: '', publishedAt: '2026-01-02T00:00:00.000Z',
      body: '## 소제목\n\n본문', status: 'published', updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const html = '<h2>소제목</h2><p>서버가 만든 <strong>본문</strong></p>';
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'page-data', textContent: JSON.stringify({ article: { id: 'served', article, html } }) });
    document.head.append(block);
    resetPageData();
    try {
      renderRoute('/contents/served');
      expect(await screen.findByRole('heading', { level: 1, name: '서버에서 온 글' })).toBeInTheDocument();
      expect(screen.getByText('본문').tagName).toBe('STRONG');
      expect(screen.getByRole('article').innerHTML).toContain(html);
      expect(asked).toEqual([]);
    } finally {
      block.remove();
      resetPageData();
    }
  });

  it('is the 404 page for an unknown or draft article', async () => {
    renderRoute('/contents/draft-or-gone');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다 Page not found' })).toBeInTheDocument();
  });
});
