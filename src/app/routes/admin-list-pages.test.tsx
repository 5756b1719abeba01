import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

// /admin/contents and /admin/products are one list/editor (src/components/ui/admin-list-editor.tsx) with two feature forms.
const article = (id: string, title: string, status: 'draft' | 'published') => ({
  id, title, status, summary: '요약', category: '블로그 운영', coverImageUrl: '', body: '본문', publishedAt: null, updatedAt: '2026-01-01T00:00:00.000Z',
});
const product = (id: string, name: string, published: boolean) => ({
  id, name, published, slug: id, summary: '소개', heroText: '', heroImageUrl: '', features: [], faq: [], packageIds: [], updatedAt: '2026-01-01T00:00:00.000Z',
});

let deleted: string[] = [];
beforeEach(() => {
  deleted = [];
  resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
  server.use(
    http.get('*/api/contents/admin', () => HttpResponse.json({ articles: [article('a1', '공개 글', 'published'), article('a2', '초안 글', 'draft')] })),
    http.delete('*/api/contents/admin/:id', ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.get('*/api/products/admin', () => HttpResponse.json({ products: [product('writer', '글쓰기 도구', true), product('draft-one', '준비 중 상품', false)] })),
    http.get('*/api/credits/packages', () => HttpResponse.json({ packages: [] })),
  );
});

describe('/admin/contents', () => {
  it('lists articles with their category and state, opens only published ones, and deletes after confirming', async () => {
    renderRoute('/admin/contents');
    const published = (await screen.findByText('공개 글')).closest('li') as HTMLElement;
    expect(published).toHaveTextContent('공개 글 · 블로그 운영 · ');
    expect(within(published).getByRole('link', { name: '열기' })).toHaveAttribute('href', expect.stringContaining('a1'));
    const draft = screen.getByText('초안 글').closest('li') as HTMLElement;
    expect(within(draft).queryByRole('link', { name: '열기' })).toBeNull();
    await userEvent.click(within(draft).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog', { name: '삭제' });
    expect(dialog).toHaveTextContent("'초안 글' 글을 삭제할까요?");
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted).toEqual(['a2']));
  });

  it('opens the editor for an article, filled in, and closes it on cancel', async () => {
    renderRoute('/admin/contents');
    const row = (await screen.findByText('공개 글')).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '공개 글 수정' });
    expect(within(form).getByDisplayValue('본문')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/admin/products', () => {
  it('lists products with their address, links the published one to its one-page, and opens an empty editor for a new one', async () => {
    renderRoute('/admin/products');
    const live = (await screen.findByText('글쓰기 도구')).closest('li') as HTMLElement;
    expect(live).toHaveTextContent('글쓰기 도구 · /writer · ');
    expect(within(live).getByRole('link', { name: '열기' })).toHaveAttribute('href', '/writer-onepage');
    expect(within(screen.getByText('준비 중 상품').closest('li') as HTMLElement).queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '상품 추가' }));
    const form = screen.getByRole('form', { name: '상품 추가' });
    expect(within(form).getByLabelText('상품 이름')).toHaveValue('');
  });
});
