import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const saved = {
  id: 'writer', slug: 'writer', name: '글쓰기 도구', summary: '소개', heroText: '대표 문구', heroImageUrl: '', published: true,
  features: [{ title: '빠른 초안', body: '1분' }], faq: [], packageIds: ['pkg_basic'], updatedAt: '2026-01-01T00:00:00.000Z',
};
const pkg = (id: string, name: string, priceKrw: number) => ({ id, name, priceKrw, paidCredits: 1000, bonusCredits: 0, vipDays: 0, active: true });

let requests: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  requests = [];
  resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
  const keep = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const body = await request.json();
    requests.push({ method: request.method, path: params.id ? `/api/products/admin/${String(params.id)}` : '/api/products/admin', body });
    return HttpResponse.json({ ...saved, ...(body as object), id: params.id ?? 'new-id' }, { status: params.id ? 200 : 201 });
  };
  server.use(
    http.get('*/api/products/admin', () => HttpResponse.json({ products: [saved] })),
    http.get('*/api/credits/packages', () => HttpResponse.json({ packages: [pkg('pkg_starter', '스타터', 9900), pkg('pkg_basic', '베이직', 27000)] })),
    http.post('*/api/products/admin', keep),
    http.put('*/api/products/admin/:id', keep),
  );
});

/** Opens the empty “상품 추가” form on /admin/products. */
async function openAddForm() {
  renderRoute('/admin/products');
  await userEvent.click(await screen.findByRole('button', { name: '상품 추가' }));
  return screen.getByRole('form', { name: '상품 추가' });
}

/** Types the address, name and one-line summary every product needs. */
async function typeBasics(form: HTMLElement, slug: string, name: string, summary: string) {
  await userEvent.type(within(form).getByLabelText('주소 (영문 소문자, 숫자, -)'), slug);
  await userEvent.type(within(form).getByLabelText('상품 이름'), name);
  await userEvent.type(within(form).getByLabelText('한 줄 소개 (검색 결과와 미리보기 설명)'), summary);
}

describe('the /admin/products form', () => {
  it('saves a new product with its lines of features and FAQ, chosen packages and state, then closes with a notice', async () => {
    const form = await openAddForm();
    await typeBasics(form, 'Seo-Writer', '검색 글쓰기', '검색에 강한 초안');
    await userEvent.type(within(form).getByLabelText('대표 이미지 주소 (https:// 또는 /files/…)'), '/files/hero.png');
    await userEvent.type(within(form).getByLabelText('특징 (한 줄에 하나, "제목 | 설명")'), '빠른 초안 | 1분 안에{Enter}소제목까지');
    await userEvent.type(within(form).getByLabelText('FAQ (한 줄에 하나, "질문 | 답변")'), '무료인가요? | 네, 가입하면 무료 횟수가 있습니다.');
    await userEvent.click(await within(form).findByRole('checkbox', { name: '스타터 · 9,900원' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '공개' }));
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/products/admin',
      body: {
        slug: 'seo-writer',
        name: '검색 글쓰기',
        summary: '검색에 강한 초안',
        heroText: '',
        heroImageUrl: '/files/hero.png',
        features: [{ title: '빠른 초안', body: '1분 안에' }, { title: '소제목까지', body: '' }],
        faq: [{ question: '무료인가요?', answer: '네, 가입하면 무료 횟수가 있습니다.' }],
        packageIds: ['pkg_starter'],
        published: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('상품을 저장했습니다');
  });

  it('saves an edit of an existing product to its address, keeping what was not touched', async () => {
    renderRoute('/admin/products');
    const row = (await screen.findByText('글쓰기 도구')).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '글쓰기 도구 수정' });
    expect(within(form).getByLabelText('특징 (한 줄에 하나, "제목 | 설명")')).toHaveValue('빠른 초안 | 1분');
    expect(await within(form).findByRole('checkbox', { name: '베이직 · 27,000원' })).toBeChecked();
    const name = within(form).getByLabelText('상품 이름');
    await userEvent.clear(name);
    await userEvent.type(name, '글쓰기 도구 2');
    await userEvent.click(within(form).getByRole('checkbox', { name: '공개' }));
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/products/admin/writer',
      body: { slug: 'writer', name: '글쓰기 도구 2', heroText: '대표 문구', features: [{ title: '빠른 초안', body: '1분' }], packageIds: ['pkg_basic'], published: false },
    });
  });

  it('shows the first problem in Korean and sends nothing for a bad slug, and shows the server’s refusal', async () => {
    const form = await openAddForm();
    await typeBasics(form, 'guide', '가이드', '소개');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('앱의 다른 페이지 주소와 겹쳐 쓸 수 없습니다.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    server.use(http.post('*/api/products/admin', () => HttpResponse.json({ error: { code: 'SLUG_TAKEN', message: '이미 다른 상품이 쓰고 있는 주소입니다.' } }, { status: 409 })));
    const slug = within(form).getByLabelText('주소 (영문 소문자, 숫자, -)');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'writer');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('이미 다른 상품이 쓰고 있는 주소입니다.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '상품 추가' })).toBeInTheDocument();
  });
});
