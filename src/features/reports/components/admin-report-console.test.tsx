import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportCategory } from '@contracts/reports';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const admin = '*/api/admin/keyword-report';
let categories: ReportCategory[];
let saved: { id: string; body: unknown }[];

beforeEach(() => {
  resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
  categories = [{ id: 'c1', name: '캠핑', seeds: ['캠핑', '차박'], active: true }];
  saved = [];
  server.use(
    http.get(`${admin}/categories`, () => HttpResponse.json({ categories })),
    http.get(`${admin}/subscribers`, () => HttpResponse.json({ subscribers: [] })),
    http.get(`${admin}/log`, () => HttpResponse.json({ runs: [], sends: [] })),
    http.put(`${admin}/categories/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Omit<ReportCategory, 'id'>;
      saved.push({ id: String(params.id), body });
      categories = categories.map((c) => (c.id === params.id ? { ...c, ...body } : c));
      return HttpResponse.json(categories.find((c) => c.id === params.id));
    }),
  );
});

describe('/admin/keyword-report categories', () => {
  it('edits a category\'s name, seed keywords and on/off switch', async () => {
    renderRoute('/admin/keyword-report');
    await userEvent.click(await screen.findByRole('button', { name: '캠핑 카테고리 수정' }));
    const form = screen.getByRole('form', { name: '캠핑 카테고리 수정' });
    const name = within(form).getByLabelText('카테고리 이름');
    expect(name).toHaveValue('캠핑');
    expect(within(form).getByLabelText('시드 키워드')).toHaveValue('캠핑, 차박');
    await userEvent.clear(name);
    await userEvent.type(name, '캠핑·차박');
    await userEvent.clear(within(form).getByLabelText('시드 키워드'));
    await userEvent.type(within(form).getByLabelText('시드 키워드'), '캠핑, 차박, 글램핑');
    await userEvent.click(within(form).getByRole('checkbox', { name: /리포트에 사용/ }));
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(saved).toEqual([{ id: 'c1', body: { name: '캠핑·차박', seeds: ['캠핑', '차박', '글램핑'], active: false } }]));
    expect(await screen.findByText('캠핑, 차박, 글램핑')).toBeInTheDocument();
    expect(screen.getByText('사용 안 함')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /카테고리 수정/ })).not.toBeInTheDocument();
  });

  it('checks the edit with the shared schema before sending it, and cancel leaves it as it was', async () => {
    renderRoute('/admin/keyword-report');
    await userEvent.click(await screen.findByRole('button', { name: '캠핑 카테고리 수정' }));
    const form = screen.getByRole('form', { name: '캠핑 카테고리 수정' });
    await userEvent.clear(within(form).getByLabelText('시드 키워드'));
    await userEvent.type(within(form).getByLabelText('시드 키워드'), '가, 나, 다, 라, 마, 바');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('시드 키워드는 5개까지 넣을 수 있습니다.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.click(within(form).getByRole('button', { name: '취소' }));
    expect(screen.getByText('캠핑, 차박')).toBeInTheDocument();
  });

  it('asks before deleting a category, deletes nothing on cancel, and deletes it and reads the list again on confirm', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${admin}/categories/:id`, ({ params }) => {
        deleted.push(String(params.id));
        categories = categories.filter((c) => c.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    renderRoute('/admin/keyword-report');
    await userEvent.click(await screen.findByRole('button', { name: '캠핑 카테고리 삭제' }));
    expect(await screen.findByRole('alertdialog', { name: '카테고리 삭제' })).toHaveTextContent('"캠핑" 카테고리를 지웁니다.');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '캠핑 카테고리 삭제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '카테고리 삭제' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted).toEqual(['c1']));
    await waitFor(() => expect(screen.queryByText('캠핑, 차박')).not.toBeInTheDocument());
  });
});
