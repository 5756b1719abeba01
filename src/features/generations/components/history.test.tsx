import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GenerationDetail, HistoryItem } from '@contracts/generations';
import type { PromptTemplate } from '@contracts/prompts';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const input = {
  keyword: '제주 맛집',
  subKeywords: ['애월'],
  instructions: '',
  title: '',
  contentType: 'visit',
  tone: 'haeyo',
  length: 'short',
  platform: 'tistory',
  templateId: null,
  options: { faq: true, table: true, imagePlaceholders: false },
  research: { questions: [], topics: [] },
  outline: [],
  experienceNotes: '',
  disclosure: 'none',
  sponsor: '',
} satisfies GenerationDetail['input'];

const item = (id: string, keyword: string, title: string): HistoryItem => ({
  id,
  keyword,
  title,
  status: 'completed',
  contentType: 'visit',
  platform: 'tistory',
  shared: false,
  createdAt: '2026-11-20T03:00:00.000Z',
});

const detail: GenerationDetail = {
  ...item('g1', '제주 맛집', '제주 애월 맛집 정리'),
  input,
  content: '# 제주 애월 맛집 정리\n\n## 첫 집\n\n고기국수가 맛있어요.',
  provider: 'offline',
  model: 'offline-writer',
  inputTokens: null,
  outputTokens: null,
  durationMs: 1200,
  refunded: false,
  errorMessage: null,
  shareId: null,
  contentScore: null,
};

const defaultTemplate: PromptTemplate = {
  id: 't-default',
  name: '내 기본 템플릿',
  description: '',
  instructions: '{keyword}에 대해 써 주세요.',
  isDefault: true,
  builtIn: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let items: HistoryItem[];
let searched: string[];
let sent: Record<string, unknown> | null;
beforeEach(() => {
  items = [item('g1', '제주 맛집', '제주 애월 맛집 정리'), item('g2', '노트북', '가벼운 노트북 비교')];
  searched = [];
  sent = null;
  resetStores({ isAuthenticated: true, grade: 'normal', genCount: 50 });
  mockSession.current = {
    ...mockSession.current,
    user: buildUserRecord({ gen_cnt: 50 }),
    visitor: null,
    wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
  };
  server.use(
    http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
    http.get('*/api/prompts', () => HttpResponse.json({ presets: [], templates: [defaultTemplate] })),
    http.get('*/api/generations', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      if (q) searched.push(q);
      return HttpResponse.json({ items: items.filter((i) => !q || i.keyword.includes(q) || i.title.includes(q)), nextCursor: null });
    }),
    http.get('*/api/generations/g1', () => HttpResponse.json(detail)),
    http.delete('*/api/generations/g1', () => {
      items = items.filter((i) => i.id !== 'g1');
      return HttpResponse.json({ success: true });
    }),
    http.post('*/api/generations', async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return new HttpResponse(
        [
          `event: meta\ndata: ${JSON.stringify({ id: 'g9', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 49, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } })}\n\n`,
          `event: delta\ndata: ${JSON.stringify({ text: '# 다시 쓴 글\n\n본문' })}\n\n`,
          `event: done\ndata: ${JSON.stringify({ id: 'g9', title: '다시 쓴 글', status: 'completed', durationMs: 5, inputTokens: null, outputTokens: null })}\n\n`,
        ].join(''),
        { headers: { 'Content-Type': 'text/event-stream' } },
      );
    }),
  );
});

describe('/history', () => {
  it('finds posts by keyword or title', async () => {
    renderRoute('/history');
    const list = await screen.findByRole('list', { name: '생성 기록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(screen.getByPlaceholderText('키워드나 제목으로 찾기'), '노트북');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '생성 기록' })).getAllByRole('listitem')).toHaveLength(1));
    expect(searched.at(-1)).toBe('노트북');
    expect(screen.getByText('가벼운 노트북 비교')).toBeInTheDocument();
  });

  it('offers one editor action, clearly named, that opens the post in the editor', async () => {
    renderRoute('/history?id=g1');
    expect(await screen.findByRole('heading', { level: 1, name: '제주 애월 맛집 정리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '편집기에서 고치기' })).toHaveAttribute('href', '/wblog?id=g1');
    expect(screen.queryByRole('button', { name: /^편집$/ })).toBeNull();
    expect(screen.queryAllByText(/편집/).filter((el) => el.closest('a,button'))).toHaveLength(1);
  });

  it('deletes a post only after the confirm dialog', async () => {
    renderRoute('/history?id=g1');
    expect(await screen.findByRole('heading', { level: 1, name: '제주 애월 맛집 정리' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /삭제/ }));
    // The confirm dialog's code loads the first time one opens.
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(items).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /삭제/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /삭제|확인/ }));
    await waitFor(() => expect(items.map((i) => i.id)).toEqual(['g2']));
  });

  it('re-runs a post with exactly its inputs, "no template" included, even when the member has a default template', async () => {
    // The write page was open before, so the member's templates (with a default) are already loaded.
    const { router } = renderRoute('/');
    expect(await screen.findByRole('option', { name: /내 기본 템플릿/ })).toBeInTheDocument();
    await router.navigate('/history?id=g1');
    await userEvent.click(await screen.findByRole('button', { name: '같은 설정으로 다시 쓰기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ keyword: '제주 맛집', subKeywords: ['애월'], contentType: 'visit', tone: 'haeyo', length: 'short', platform: 'tistory', options: { faq: true, table: true, imagePlaceholders: false }, templateId: null });
    expect(await screen.findByRole('heading', { level: 1, name: '다시 쓴 글' })).toBeInTheDocument();
    // The flag that started it is gone: a reload would not spend again.
    expect(router.state.location.state).toEqual({ rerun: expect.objectContaining({ keyword: '제주 맛집' }) });
  });
});
