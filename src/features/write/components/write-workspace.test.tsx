import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { server } from '@/testing/msw-server';
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
    expect(await screen.findByText('키워드를 입력해주세요.')).toBeInTheDocument();
  });

  it('sends the form, shows the streamed post and the remaining count', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/api/generations', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return sse([
          ['meta', { id: 'g1', provider: 'offline', model: 'offline-writer', offline: true, remaining: { genCount: 98 } }],
          ['delta', { text: '# 제주도 여행 정리\n\n' }],
          ['delta', { text: '제주도 여행은 즐거워요.\n\n<img src=x onerror="window.__pwned=1">' }],
          ['done', { id: 'g1', title: '제주도 여행 정리', status: 'completed', durationMs: 10, inputTokens: null, outputTokens: null }],
        ]);
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('오프라인 초안 모드')).toBeInTheDocument();
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

  it('shows a refunded failure in Korean', async () => {
    server.use(
      http.post('*/api/generations', () =>
        sse([
          ['meta', { id: 'g2', provider: 'openai', model: 'gpt-4o-mini', offline: false, remaining: { genCount: 98 } }],
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
});
