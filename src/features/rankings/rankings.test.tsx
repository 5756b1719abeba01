import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicationView } from '@contracts/publishing';
import type { RankChange, RankingsList, RankTargetView } from '@contracts/rankings';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const target = (over: Partial<RankTargetView>): RankTargetView => ({
  id: 't1',
  source: 'publication',
  publicationId: 'p1',
  generationId: 'g1',
  title: '제주 한 달 살기',
  url: 'https://jeju.example.kr/?p=1',
  keyword: '제주 한달살기',
  platform: 'wordpress',
  sections: ['webkr'],
  status: 'active',
  endedReason: null,
  startedAt: '2026-11-20T01:00:00.000Z',
  nextCheckAt: '2026-11-28T03:00:00.000Z',
  waiting: false,
  requested: false,
  latest: [{ section: 'webkr', day: '2026-11-27', position: 4, depth: 100, checkedAt: '2026-11-27T03:00:00.000Z', matchedUrl: 'https://jeju.example.kr/?p=1' }],
  best: { section: 'webkr', position: 3, day: '2026-11-25' },
  ...over,
});
const list = (targets: RankTargetView[]): RankingsList => ({ targets, available: true, manual: { used: 0, limit: 50 }, checkNow: { left: 2, limit: 3 } });
const publication: PublicationView = {
  id: 'p1', generationId: 'g1', scheduledBy: 'app', title: '제주 한 달 살기', blogId: 'b1', blogName: '제주 워드프레스', blogKind: 'wordpress', status: 'published',
  postStatus: 'publish', source: 'manual', publishAt: '2026-11-20T01:00:00.000Z', attempts: 1, nextAttemptAt: null, url: 'https://jeju.example.kr/?p=1', error: null,
  publishedAt: '2026-11-20T01:00:10.000Z', createdAt: '2026-11-20T01:00:00.000Z',
};
const input = { keyword: '제주 한달살기', subKeywords: ['연세'], instructions: '', title: '', contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver', templateId: null, options: { faq: true, table: false, imagePlaceholders: false } };

describe('rank badges where members look', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('/vipHistory shows each publication\'s rank and its best so far', async () => {
    server.use(
      http.get('*/api/vip/publications', () => HttpResponse.json({ publications: [publication], blogs: [] })),
      http.get('*/api/rankings', () => HttpResponse.json(list([target({})]))),
    );
    renderRoute('/vipHistory');
    const row = (await screen.findByText('제주 한 달 살기')).closest('li') as HTMLElement;
    expect(await within(row).findByText('웹문서 4위')).toBeInTheDocument();
    expect(within(row).getByText('최고 웹문서 3위')).toBeInTheDocument();
  });

  it('/history lists 확인 대기 for a post whose check waits', async () => {
    server.use(
      http.get('*/api/generations', () => HttpResponse.json({ items: [{ id: 'g1', title: '제주 한 달 살기', keyword: '제주 한달살기', contentType: 'info', platform: 'naver', status: 'completed', createdAt: '2026-11-20T01:00:00.000Z', shared: false }], nextCursor: null })),
      http.get('*/api/rankings', () => HttpResponse.json(list([target({ waiting: true, latest: [], best: null })]))),
    );
    renderRoute('/history');
    const item = (await screen.findByRole('button', { name: /제주 한 달 살기/ })) as HTMLElement;
    expect(await within(item).findByText('확인 대기')).toBeInTheDocument();
  });
});

describe('/vip 순위 변화 (이번 주)', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));
  const fell: RankChange = { targetId: 't1', generationId: 'g1', title: '제주 한 달 살기', keyword: '제주 한달살기', section: 'blog', from: 4, to: 12, kind: 'fell', input };

  it('shows a fall, and 글 다시 쓰기 opens the write page with the same inputs, not started', async () => {
    server.use(
      http.get('*/api/vip/dashboard', () => HttpResponse.json({ month: '2026-11', usage: { gen: 0, img: 0, adv: 0, credits: 0 }, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 }, upcoming: [], failures: [], waiting: [] })),
      http.get('*/api/rankings/changes', () => HttpResponse.json({ changes: [fell] })),
    );
    const { router } = renderRoute('/vip');
    const changes = await screen.findByRole('list', { name: '순위 변화 (이번 주)' });
    const row = within(changes).getByRole('listitem');
    expect(row).toHaveTextContent('하락 4위 → 12위');
    expect(row).toHaveTextContent('제주 한달살기 · 블로그');
    await userEvent.click(within(row).getByRole('button', { name: '글 다시 쓰기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('제주 한달살기').replace(/%20/g, '+')}`);
    expect(await screen.findByLabelText('메인 키워드')).toHaveValue('제주 한달살기');
    expect(screen.queryByRole('button', { name: /중지/ })).not.toBeInTheDocument();
  });

  it('섹션 다시 쓰기 rewrites the chosen heading with the writer and saves the post', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/vip/dashboard', () => HttpResponse.json({ month: '2026-11', usage: { gen: 0, img: 0, adv: 0, credits: 0 }, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 }, upcoming: [], failures: [], waiting: [] })),
      http.get('*/api/rankings/changes', () => HttpResponse.json({ changes: [fell] })),
      http.get('*/api/generations/g1', () => HttpResponse.json({ id: 'g1', title: '제주 한 달 살기', keyword: '제주 한달살기', content: '# 제주\n\n## 집 구하기\n\n옛 글\n\n## 교통\n\n버스', input })),
      http.post('*/api/generations/g1/section', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ markdown: '## 교통\n\n렌터카와 버스를 비교합니다.' });
      }),
      http.patch('*/api/generations/g1', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 'g1' });
      }),
    );
    renderRoute('/vip');
    const changes = await screen.findByRole('list', { name: '순위 변화 (이번 주)' });
    await userEvent.click(within(changes).getByRole('button', { name: '섹션 다시 쓰기' }));
    const dialog = await screen.findByRole('dialog', { name: '섹션 다시 쓰기' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('다시 쓸 소제목'), '교통');
    await userEvent.click(within(dialog).getByRole('button', { name: '이 섹션 다시 쓰기' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ heading: '교통' });
    expect(sent[1]).toEqual({ content: '# 제주\n\n## 집 구하기\n\n옛 글\n\n## 교통\n\n렌터카와 버스를 비교합니다.\n' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '섹션 다시 쓰기' })).not.toBeInTheDocument());
  });
});
