import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailableBrief, ResearchBrief } from '@contracts/research';
import { queryClient } from '@/lib/query-provider';
import { server } from '@/testing/msw-server';
import { readPicks, useResearchPicks } from '../research-picks';
import { ResearchPanel } from './research-panel';

const brief = (keyword: string): AvailableBrief => ({
  available: true,
  keyword,
  fetchedAt: '2026-11-27T01:00:00.000Z',
  cached: false,
  topPosts: [
    { title: `${keyword} 총정리`, description: '동선과 맛집', link: 'https://blog.naver.com/travelcat/1', bloggerName: '여행하는 고양이', postDate: '2026-11-20' },
  ],
  documentCount: 1_234_567,
  monthlyPublished: { count: 100, capped: true },
  questions: [
    { title: '렌트카 없이 가능한가요?', description: '버스로만 다니려고 해요', link: 'https://kin.naver.com/qna/detail.naver?docId=1' },
    { title: '12월 옷차림 질문이요', description: '패딩이 필요할까요', link: 'https://kin.naver.com/qna/detail.naver?docId=2' },
  ],
  topics: [
    { text: '성산일출봉', count: 5 },
    { text: '우도', count: 3 },
  ],
  subKeywords: { available: true, reason: null, items: [{ keyword: '제주 렌트카', monthlyTotal: 12_300, competition: '높음' }] },
  freshness: { newest: '2026-11-25', median: '2026-10-20', favoursNew: true, verdict: '새 글이 잘 올라오는 키워드예요.' },
  crowding: { level: 'high', verdict: '경쟁이 치열해요. 더 좁은 세부 키워드를 함께 노려 보세요.' },
  source: '출처: 네이버 검색 API',
});

/** The panel as the write page holds it: open, its ticks kept per keyword, sub-keywords added to a list. */
function Harness({ keyword, onAdd = () => undefined }: { keyword: string; onAdd?: (k: string) => void }) {
  const [picks, pick] = useResearchPicks(keyword);
  const [open, setOpen] = useState<boolean | null>(true);
  return (
    <MemoryRouter>
      <ResearchPanel
        keyword={keyword}
        open={open}
        onToggle={() => setOpen((v) => !v)}
        picks={picks}
        onPick={pick}
        subKeywords={[]}
        subKeywordsFull={false}
        onAddSubKeyword={onAdd}
      />
    </MemoryRouter>
  );
}

const answer = (reply: ResearchBrief | { error: { code: string; message: string } }, status = 200) =>
  server.use(http.get('*/api/research/brief', () => HttpResponse.json(reply, { status })));

beforeEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});

// The panel asks only after a pause in typing (700 ms), so its answers are awaited a little longer.
const slow = { timeout: 3_000 };

describe('ResearchPanel', () => {
  it('says what it will show before a keyword is typed, and asks nothing', async () => {
    const asked = vi.fn();
    server.use(http.get('*/api/research/brief', () => (asked(), HttpResponse.json(brief('x')))));
    render(<Harness keyword="  " />);
    expect(screen.getByText(/메인 키워드를 입력하면 네이버 상위 글과/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 900));
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows it is loading, then the questions, topics, sub-keywords and top posts; ticks are kept for the keyword', async () => {
    answer(brief('제주 여행'));
    const onAdd = vi.fn();
    render(<Harness keyword="제주 여행" onAdd={onAdd} />);
    expect(await screen.findByText('네이버 검색 결과를 분석하고 있어요…')).toBeInTheDocument();
    const questions = await screen.findByRole('group', { name: '사람들이 묻는 질문' }, slow);
    const post = screen.getByRole('link', { name: /제주 여행 총정리/ });
    expect(post).toHaveAttribute('target', '_blank');
    expect(post.getAttribute('rel')).toMatch(/noopener/);
    expect(screen.getByText(/경쟁이 치열해요/)).toBeInTheDocument();

    fireEvent.click(within(questions).getByRole('checkbox', { name: /렌트카 없이 가능한가요/ }));
    fireEvent.click(within(screen.getByRole('group', { name: '상위 글에 자주 나오는 주제' })).getByRole('checkbox', { name: /우도/ }));
    expect(await screen.findByText('질문 1개 · 주제 1개 선택')).toBeInTheDocument();
    expect(readPicks('제주  여행 ')).toEqual({ questions: ['렌트카 없이 가능한가요?'], topics: ['우도'] });

    fireEvent.click(screen.getByRole('button', { name: '보조 키워드에 “제주 렌트카” 넣기' }));
    expect(onAdd).toHaveBeenCalledWith('제주 렌트카');
    expect(screen.getByText(/월 12,300회/)).toBeInTheDocument();
  });

  it('says why a brief is unavailable; an admin also sees the missing settings and the setup page', async () => {
    answer({ available: false, keyword: '제주', reason: '검색 결과 분석을 지금은 쓸 수 없어요.', missingSettings: ['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY'] });
    render(<Harness keyword="제주" />);
    expect(await screen.findByText('검색 결과 분석을 지금은 쓸 수 없어요.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/NAVER_API_HUB_KEY_ID, NAVER_API_HUB_KEY/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '운영 설정 열기' })).toHaveAttribute('href', '/admin/setup');
  });

  it('a member who is not an admin sees only the plain reason', async () => {
    answer({ available: false, keyword: '제주', reason: '검색 결과 분석을 지금은 쓸 수 없어요.' });
    render(<Harness keyword="제주" />);
    expect(await screen.findByText('검색 결과 분석을 지금은 쓸 수 없어요.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '운영 설정 열기' })).toBeNull();
  });

  it('says in Korean when it is asked too often (429), and that writing still works', async () => {
    answer({ error: { code: 'RATE_LIMITED', message: '한 시간에 30번까지 분석할 수 있어요.' } }, 429);
    render(<Harness keyword="제주" />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('한 시간에 30번까지 분석할 수 있어요.');
    expect(alert).toHaveTextContent('글쓰기는 그대로 할 수 있어요.');
  });

  it('shows the server error and tries again on request', async () => {
    answer({ error: { code: 'NAVER_UPSTREAM', message: '네이버에 연결하지 못했어요.' } }, 502);
    render(<Harness keyword="제주" />);
    expect(await screen.findByText(/네이버에 연결하지 못했어요/, {}, slow)).toBeInTheDocument();
    answer(brief('제주'));
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('group', { name: '사람들이 묻는 질문' }, slow)).toBeInTheDocument();
  });

  it('asks once per pause in typing, and a new keyword cancels the request still running for the old one', async () => {
    const asked: string[] = [];
    let firstAborted: Promise<boolean> | null = null;
    server.use(
      http.get('*/api/research/brief', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        asked.push(keyword);
        if (keyword === '제주') {
          firstAborted = new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(true)));
          await new Promise((r) => setTimeout(r, 5_000));
        }
        return HttpResponse.json(brief(keyword));
      }),
    );
    const { rerender } = render(<Harness keyword="제" />);
    rerender(<Harness keyword="제주" />);
    await waitFor(() => expect(asked).toEqual(['제주']), slow);
    rerender(<Harness keyword="부산" />);
    expect(await screen.findByRole('link', { name: /부산 총정리/ }, slow)).toBeInTheDocument();
    expect(asked).toEqual(['제주', '부산']);
    expect(await firstAborted).toBe(true);
  });
});
