import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreContent } from '@contracts/content-score';
import { useConfirmStore } from '@/components/ui/confirm-store';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/stores/auth-store';
import { useWalletStore } from '@/features/credits';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

beforeEach(() => resetStores({ visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 99 }, genCount: 99, offlineWriter: true }));

const sse = (events: Array<[string, unknown]>) =>
  new HttpResponse(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    headers: { 'Content-Type': 'text/event-stream' },
  });

describe('the write page', () => {
  it('validates the keyword with the shared schema before anything is sent', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: '블로그 글 쓰기' }));
    // The schema (zod) loads at the form's first validation: give that import time on a busy machine.
    expect(await screen.findByText('키워드를 입력해주세요.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends the form, shows the streamed post and the remaining count', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/api/generations', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return sse([
          ['meta', { id: 'g1', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
          ['delta', { text: '# 제주도 여행 정리\n\n' }],
          ['delta', { text: '제주도 여행은 즐거워요.\n\n<img src=x onerror="window.__pwned=1">' }],
          ['done', { id: 'g1', title: '제주도 여행 정리', status: 'completed', durationMs: 10, inputTokens: null, outputTokens: null }],
        ]);
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('AI 모델이 아직 연결되지 않아 구조 초안을 만들어 드려요')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('메인 키워드'), '제주도 여행');
    await userEvent.type(screen.getByLabelText('보조 키워드 (최대 5개)'), '애월, 렌터카,');
    await userEvent.click(screen.getByRole('radio', { name: /비교 분석/ }));
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '제주도 여행 정리' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '다시 생성' })).toBeInTheDocument());
    expect(sent).toMatchObject({ keyword: '제주도 여행', subKeywords: ['애월', '렌터카'], contentType: 'compare', tone: 'haeyo', length: 'medium', platform: 'naver' });
    expect(useAuthStore.getState().genCount).toBe(98);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelector('.post-body img')?.getAttribute('onerror')).toBeFalsy();
    expect(screen.getByText('네이버 블로그 SEO 체크리스트')).toBeInTheDocument();
  });

  it('on a phone, brings the result into view when writing starts, once the result is on the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    try {
      server.use(
        http.post('*/api/generations', () =>
          sse([
            ['meta', { id: 'g1', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
            ['delta', { text: '# 제주도 여행 정리\n\n본문' }],
            ['done', { id: 'g1', title: '제주도 여행 정리', status: 'completed', durationMs: 10, inputTokens: null, outputTokens: null }],
          ]),
        ),
      );
      renderRoute('/');
      await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주도 여행');
      await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
      await screen.findByRole('heading', { level: 1, name: '제주도 여행 정리' });
      await waitFor(() => expect(scrolled).toHaveLength(1));
      // What was scrolled to is the result area, no longer the empty box the page shows before a first post.
      expect(scrolled[0]).not.toContain('누르면 이곳에 글이 바로 써집니다');
    } finally {
      spy.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("sends a visit's experience notes and sponsor, and the research panel's ticks kept for the keyword", async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/api/generations', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return sse([['error', { code: 'LLM_FAILED', message: '실패', refunded: true }]]);
      }),
    );
    // What the panel keeps for this keyword in the tab (as the member ticked it).
    window.sessionStorage.setItem('geulbit:research-picks:제주 흑돼지', JSON.stringify({ questions: ['웨이팅 긴가요?'], topics: ['주차'] }));
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주 흑돼지');
    expect(screen.queryByLabelText('내 경험 메모 (선택)')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /방문 후기/ }));
    await userEvent.type(await screen.findByLabelText('내 경험 메모 (선택)'), '2인분 38,000원');
    await userEvent.click(screen.getByRole('radio', { name: /협찬·광고/ }));
    await userEvent.type(screen.getByLabelText('협찬한 곳 (선택)'), '글빛흑돼지');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    await waitFor(() => expect(sent).toMatchObject({ contentType: 'visit', experienceNotes: '2인분 38,000원', disclosure: 'sponsored', sponsor: '글빛흑돼지' }));
    expect(sent.research).toEqual({ questions: ['웨이팅 긴가요?'], topics: ['주차'] });

    // Another kind of post sends none of it, though the fields kept what was typed.
    await userEvent.click(screen.getByRole('radio', { name: /정보성 글/ }));
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    await waitFor(() => expect(sent).toMatchObject({ contentType: 'info', experienceNotes: '', disclosure: 'none', sponsor: '' }));
  });

  it('folds the open research panel to its heading while a post streams, and opens it again when the post is done', async () => {
    let finish: () => void = () => undefined;
    server.use(
      http.get('*/api/research/brief', ({ request }) =>
        HttpResponse.json({ available: false, keyword: new URL(request.url).searchParams.get('keyword'), reason: '검색 결과 분석을 지금은 쓸 수 없어요.' }),
      ),
      http.post('*/api/generations', () => {
        const encoder = new TextEncoder();
        const line = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(line('meta', { id: 'g1', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }));
            controller.enqueue(line('delta', { text: '# 제주도 여행 정리\n\n첫 문장입니다.' }));
            finish = () => {
              controller.enqueue(line('done', { id: 'g1', title: '제주도 여행 정리', status: 'completed', durationMs: 10, inputTokens: null, outputTokens: null }));
              controller.close();
            };
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    window.sessionStorage.setItem('geulbit:research-panel:open', 'true');
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주도 여행');
    const toggle = () => within(screen.getByRole('region', { name: '검색 결과 분석' })).getByRole('button', { name: /검색 결과 분석/ });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    expect(await screen.findByText('첫 문장입니다.')).toBeInTheDocument();
    // Streaming: folded to its heading, the member's choice to keep it open unchanged.
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(window.sessionStorage.getItem('geulbit:research-panel:open')).toBe('true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '다시 생성' })).toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    window.sessionStorage.removeItem('geulbit:research-panel:open');
  });

  it('shows the post as the server saved it when that differs from what streamed', async () => {
    server.use(
      http.post('*/api/generations', () =>
        sse([
          ['meta', { id: 'g3', provider: 'openai', model: 'gpt-4o-mini', offline: false, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
          ['delta', { text: '# 캠핑 의자 후기\n\n제 돈 주고 샀어요. 가벼워요.' }],
          ['done', { id: 'g3', title: '캠핑 의자 후기', status: 'completed', durationMs: 10, inputTokens: 1, outputTokens: 1, content: '# 캠핑 의자 후기\n\n가벼워요.' }],
        ]),
      ),
    );
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '캠핑 의자');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    const post = await screen.findByRole('article', { name: '생성된 글' });
    await waitFor(() => expect(within(post).getByText('가벼워요.')).toBeInTheDocument());
    expect(within(post).queryByText(/제 돈 주고/)).toBeNull();
  });

  it('shows a refunded failure in Korean', async () => {
    server.use(
      http.post('*/api/generations', () =>
        sse([
          ['meta', { id: 'g2', provider: 'openai', model: 'gpt-4o-mini', offline: false, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
          ['error', { code: 'LLM_FAILED', message: 'AI 모델이 응답하지 않아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.', refunded: true }],
        ]),
      ),
    );
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '노트북');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    expect(await screen.findByText('AI 모델이 응답하지 않아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByText('사용한 생성 횟수는 돌려드렸어요.')).toBeInTheDocument();
    expect(useAuthStore.getState().genCount).toBe(99);
  });

  it('invites a visitor at 0 to sign up instead of generating', async () => {
    resetStores({ visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 0 }, genCount: 0 });
    const { mockSession } = await import('@/testing/msw-server');
    mockSession.current = { ...mockSession.current, visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 0 } };
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '노트북');
    await userEvent.click(await screen.findByRole('button', { name: '회원가입하고 계속 쓰기' }));
    const { useModalStore } = await import('@/stores/modal-store');
    expect(useModalStore.getState().modal).toBe('signup');
  });

  describe('a member whose free count is 0', () => {
    const memberAtZero = (credits: { paid: number; event: number }) => {
      resetStores({ isAuthenticated: true, genCount: 0, grade: 'normal' });
      mockSession.current = {
        ...mockSession.current,
        user: buildUserRecord({ gen_cnt: 0 }),
        visitor: null,
        wallet: { paidCredits: credits.paid, eventCredits: credits.event, totalCredits: credits.paid + credits.event },
      };
      let requests = 0;
      server.use(
        http.get('*/api/pricing', () => HttpResponse.json({ generation: 10, keywordLookup: 3, image: 20 })),
        http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
        http.post('*/api/generations', () => {
          requests += 1;
          return sse([
            ['meta', { id: 'g3', provider: 'openai', model: 'gpt-4o-mini', offline: false, charge: { kind: 'credits', event: 4, paid: 6 }, remaining: { genCount: 0, imgCount: 99, advCount: 99, eventCredits: 0, paidCredits: 24 } }],
            ['error', { code: 'LLM_FAILED', message: 'AI 모델이 응답하지 않아 글을 만들지 못했습니다. 잠시 후 다시 시도해주세요.', refunded: true }],
          ]);
        }),
      );
      return { requests: () => requests };
    };

    it('shows the price and asks before spending credits; a refund gives back exactly the credits taken', async () => {
      const m = memberAtZero({ paid: 30, event: 4 });
      renderRoute('/');
      expect(await screen.findByText(/글 1편에 10 크레딧/)).toBeInTheDocument();
      await userEvent.type(await screen.findByLabelText('메인 키워드'), '노트북');
      await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
      const dialog = await screen.findByRole('alertdialog', { name: '크레딧을 사용할까요?' });
      expect(dialog).toHaveTextContent('남은 생성 횟수를 모두 썼습니다. 글 1편에 크레딧 10개를 사용합니다. (보유 34 → 24)');
      await userEvent.click(screen.getByRole('button', { name: '취소' }));
      expect(m.requests()).toBe(0);

      await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
      await userEvent.click(await screen.findByRole('button', { name: '10 크레딧 사용' }));
      expect(await screen.findByText('사용한 크레딧은 돌려드렸어요.')).toBeInTheDocument();
      expect(m.requests()).toBe(1);
      expect(useWalletStore.getState()).toMatchObject({ eventCredits: 4, paidCredits: 30, totalCredits: 34 });
      expect(useAuthStore.getState().genCount).toBe(0);
    });

    it('says the balance is too low instead of sending a request that must fail', async () => {
      const m = memberAtZero({ paid: 5, event: 2 });
      renderRoute('/');
      await userEvent.type(await screen.findByLabelText('메인 키워드'), '노트북');
      await waitFor(() => expect(useWalletStore.getState().totalCredits).toBe(7));
      await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
      await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: '크레딧이 부족합니다' }));
      expect(useToastStore.getState().toasts[0]?.description).toBe('남은 생성 횟수가 없어 글 1편에 10 크레딧이 필요하지만 보유 크레딧은 7입니다.');
      expect(useConfirmStore.getState().show).toBe(false);
      expect(m.requests()).toBe(0);
    });
  });

  it('lets a member start from a keyword saved on /keyword', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', genCount: 50 });
    mockSession.current = {
      ...mockSession.current,
      user: buildUserRecord({ gen_cnt: 50 }),
      visitor: null,
      wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
    };
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
      http.get('*/api/keywords/lists', () =>
        HttpResponse.json({ lists: [{ id: 'l1', name: '캠핑 글감', items: [{ id: 'i1', keyword: '차박 준비물', totalSearches: 12000 }] }, { id: 'l2', name: '빈 목록', items: [] }] }),
      ),
    );
    renderRoute('/');
    const picker = await screen.findByRole('combobox', { name: '저장한 키워드에서 고르기' });
    expect(within(picker).queryByRole('group', { name: '빈 목록' })).toBeNull();
    await userEvent.selectOptions(picker, '차박 준비물');
    expect(screen.getByLabelText('메인 키워드')).toHaveValue('차박 준비물');
  });

  it("scores the finished post with the server's checks once, then again live as the member fills its slot", async () => {
    let scored = 0;
    server.use(
      http.post('*/api/generations', () =>
        sse([
          ['meta', { id: 'g6', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
          ['delta', { text: '# 제주 맛집 정리\n\n제주 맛집을 골랐어요.\n\n## 제주 맛집 메뉴\n\n[직접 작성: 메뉴와 가격]' }],
          ['done', { id: 'g6', title: '제주 맛집 정리', status: 'completed', durationMs: 5, inputTokens: null, outputTokens: null }],
        ]),
      ),
      http.post('*/api/generations/score', async ({ request }) => {
        scored += 1;
        const { content, keyword } = (await request.json()) as { content: string; keyword: string };
        const warning = { code: 'TITLE_LIKE_TOP_POST', message: '상위 글 제목과 너무 비슷해요.', title: '제주 맛집 정리', similarity: 0.9 } as const;
        return HttpResponse.json({ ...scoreContent({ content, keyword }), warnings: [warning], scoredAt: '2026-11-28T01:00:00.000Z' });
      }),
    );
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주 맛집');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    const score = await screen.findByRole('region', { name: '콘텐츠 점수' });
    expect(await within(score).findByText('상위 글 제목과 너무 비슷해요.')).toBeInTheDocument();
    expect(within(score).getByText('발행 전 채울 곳 1개')).toBeInTheDocument();
    // A draft with a slot left is never ready to publish.
    expect(within(score).getByText('발행 전에 손볼 곳이 있어요')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.post-body mark')?.textContent).toBe('[직접 작성: 메뉴와 가격]'));

    await userEvent.click(screen.getByRole('tab', { name: '마크다운 편집' }));
    const editor = screen.getByLabelText('마크다운 편집') as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: editor.value.replace('[직접 작성: 메뉴와 가격]', '흑돼지 2인분 38,000원, 멜젓이 같이 나와요.') } });
    await waitFor(() => expect(within(score).queryByText(/^발행 전 채울 곳 \d+개$/)).toBeNull());
    // Counted in the browser: the server was asked once, and its warning stays beside the live items.
    expect(scored).toBe(1);
    expect(within(score).getByText('상위 글 제목과 너무 비슷해요.')).toBeInTheDocument();
  });

  it('lets the finished post be edited in place; the edit becomes Markdown and can be saved', async () => {
    server.use(
      http.post('*/api/generations', () =>
        sse([
          ['meta', { id: 'g5', provider: 'offline', model: 'offline-writer', offline: true, charge: { kind: 'counter' }, remaining: { genCount: 98, imgCount: 0, advCount: 0, paidCredits: 0, eventCredits: 0 } }],
          ['delta', { text: '# 제주 여행\n\n첫 문단입니다.\n\n## 준비물\n\n- 모자\n- 물' }],
          ['done', { id: 'g5', title: '제주 여행', status: 'completed', durationMs: 5, inputTokens: null, outputTokens: null }],
        ]),
      ),
    );
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주 여행');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    const body = await screen.findByRole('textbox', { name: '글 본문 (눌러서 바로 고칠 수 있어요)' });
    fireEvent.focus(body);
    const item = within(body).getByText('모자');
    item.textContent = '챙이 넓은 모자';
    fireEvent.blur(body);
    expect(await screen.findByRole('button', { name: '고친 내용 저장' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '마크다운 편집' }));
    expect((screen.getByLabelText('마크다운 편집') as HTMLTextAreaElement).value).toBe('# 제주 여행\n\n첫 문단입니다.\n\n## 준비물\n\n- 챙이 넓은 모자\n- 물');
  });
});

