import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LookupReply } from '@contracts/keywords';
import { useAuthStore } from '@/stores/auth-store';
import { useWalletStore } from '@/features/credits';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const reply = (remaining: LookupReply['remaining']): LookupReply => ({
  id: 'l1',
  seeds: ['캠핑'],
  rows: [
    { keyword: '캠핑', pcSearches: 12000, mobileSearches: 48000, totalSearches: 60000, totalApprox: false, clicks: 310, ctr: 0.52, competition: '높음', blogDocs: 900000, cafeDocs: 300000, saturation: 20 },
  ],
  fetchedAt: '2026-11-20T01:00:00.000Z',
  cached: false,
  sources: { volume: '네이버 검색광고 키워드 도구', documents: '네이버 검색 API' },
  documentsNote: null,
  remaining,
});

let lookups = 0;
beforeEach(() => {
  lookups = 0;
  resetStores({ isAuthenticated: true, grade: 'normal', advCount: 0 });
  mockSession.current = {
    ...mockSession.current,
    user: buildUserRecord({ adv_cnt: 0 }),
    visitor: null,
    wallet: { paidCredits: 20, eventCredits: 5, totalCredits: 25 },
  };
  server.use(
    http.get('*/api/pricing', () => HttpResponse.json({ generation: 10, keywordLookup: 3, image: 20 })),
    http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
    http.get('*/api/keywords/credentials', () => HttpResponse.json({ connected: true, hint: '••••1234', verifiedAt: '2026-11-20T00:00:00.000Z', documentsNote: null })),
    http.get('*/api/keywords/lists', () => HttpResponse.json({ lists: [] })),
    http.post('*/api/keywords/lookup', () => {
      lookups += 1;
      return HttpResponse.json(reply({ genCount: 99, imgCount: 99, advCount: 0, eventCredits: 2, paidCredits: 20 }));
    }),
  );
});

describe('/keyword for a member with no free lookups left', () => {
  it('shows the credit price and asks before a lookup spends credits', async () => {
    renderRoute('/keyword');
    await userEvent.type(await screen.findByLabelText('조회할 키워드'), '캠핑');
    expect(await screen.findByText(/조회 1번에 크레딧 3개가 차감됩니다 \(보유 25/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '키워드 조회' }));
    const dialog = await screen.findByRole('alertdialog', { name: '크레딧을 사용할까요?' });
    expect(dialog).toHaveTextContent('남은 키워드 조회 횟수를 모두 썼습니다. 조회 1번에 크레딧 3개를 사용합니다. (보유 25 → 22)');
    expect(dialog).toHaveTextContent('24시간 안에 같은 키워드로 조회한 적이 있으면 차감되지 않습니다.');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(lookups).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: '키워드 조회' }));
    await userEvent.click(await screen.findByRole('button', { name: '3 크레딧 사용' }));
    expect(await screen.findByRole('region', { name: '조회 결과' })).toBeInTheDocument();
    expect(lookups).toBe(1);
    await waitFor(() => expect(useWalletStore.getState().totalCredits).toBe(22));
  });

  it('looks up without asking while free lookups remain', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', advCount: 7 });
    mockSession.current = {
      ...mockSession.current,
      user: buildUserRecord({ adv_cnt: 7 }),
      visitor: null,
      wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
    };
    server.use(
      http.post(
        '*/api/keywords/lookup',
        () => (lookups++, HttpResponse.json(reply({ genCount: 99, imgCount: 99, advCount: 6, eventCredits: 0, paidCredits: 0 }))),
      ),
    );
    renderRoute('/keyword');
    await userEvent.type(await screen.findByLabelText('조회할 키워드'), '캠핑');
    await userEvent.click(screen.getByRole('button', { name: '키워드 조회' }));
    expect(await screen.findByRole('region', { name: '조회 결과' })).toBeInTheDocument();
    expect(lookups).toBe(1);
    expect(useAuthStore.getState().advCount).toBe(6);
  });
});

describe('/keyword saved lists', () => {
  it('asks before deleting a list, deletes nothing on cancel, and deletes it and reads the lists again on confirm', async () => {
    let lists = [{ id: 'k1', name: '캠핑 모음', items: [{ id: 'i1', keyword: '차박', totalSearches: 1200 }] }];
    const deleted: string[] = [];
    server.use(
      http.get('*/api/keywords/lists', () => HttpResponse.json({ lists })),
      http.delete('*/api/keywords/lists/:id', ({ params }) => {
        deleted.push(String(params.id));
        lists = lists.filter((l) => l.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    renderRoute('/keyword');
    await userEvent.click(await screen.findByRole('button', { name: '캠핑 모음 목록 삭제' }));
    expect(await screen.findByRole('alertdialog', { name: '목록 삭제' })).toHaveTextContent('"캠핑 모음" 목록과 안의 키워드를 지웁니다.');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '캠핑 모음 목록 삭제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: '목록 삭제' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted).toEqual(['k1']));
    await waitFor(() => expect(screen.queryByRole('button', { name: '캠핑 모음 목록 삭제' })).not.toBeInTheDocument());
  });
});
