import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrendReply } from '@contracts/keywords';
import type { AvailableBrief, ResearchBrief } from '@contracts/research';
import { queryClient, WithQueryClient } from '@/lib/query-provider';
import { useAuthStore } from '@/stores/auth-store';
import { server } from '@/testing/msw-server';
import { KeywordInsight } from './keyword-insight';

const brief = (overrides: Partial<AvailableBrief> = {}): AvailableBrief => ({
  available: true,
  keyword: '제주도 여행 코스',
  fetchedAt: '2025-03-14T23:05:00.000Z',
  cached: true,
  topPosts: [{ title: '제주도 3박 4일 여행 코스 총정리', description: '동쪽과 서쪽으로 나눠 정리했어요.', link: 'https://blog.naver.com/travelcat/1', bloggerName: '여행하는 고양이', postDate: '2025-03-03' }],
  documentCount: 1_234_567,
  monthlyPublished: { count: 100, capped: true },
  questions: [],
  topics: [],
  subKeywords: { available: false, reason: '연관 키워드와 월간 검색수는 네이버 약관상 회원님의 검색광고 API 키로만 조회할 수 있어요.', items: [] },
  freshness: { newest: '2025-03-13', median: '2025-02-13', favoursNew: true, verdict: '상위 글의 절반 이상이 최근 45일 안에 쓰였어요.' },
  crowding: { level: 'high', verdict: '블로그 글 1,234,567개, 최근 30일 새 글 100+개로 경쟁이 치열해요.' },
  source: '네이버 검색 API(블로그·지식iN)의 결과예요.',
  ...overrides,
});
const trend: TrendReply = { keyword: '제주도 여행 코스', points: [{ period: '2025-02-01', ratio: 100 }], source: '네이버 데이터랩', fetchedAt: '2025-03-14T23:05:00.000Z' };

function renderInsight(reply: ResearchBrief, connected = false) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/research/brief', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return HttpResponse.json(reply);
    }),
    http.get('*/api/keywords/trend', () => HttpResponse.json(trend)),
  );
  render(
    <MemoryRouter>
      <WithQueryClient>
        <KeywordInsight connected={connected} />
      </WithQueryClient>
    </MemoryRouter>,
  );
  return asked;
}

async function analyse(keyword: string) {
  await userEvent.type(screen.getByLabelText('분석할 키워드'), keyword);
  await userEvent.click(screen.getByRole('button', { name: '분석하기' }));
}

beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  Element.prototype.scrollIntoView = () => undefined;
});

describe('KeywordInsight on /keyword', () => {
  it("shows counts, 월간 발행량, trend and top posts with the service's keys, and says in one sentence why search volume needs the member's key", async () => {
    const asked = renderInsight(brief());
    await analyse('  제주도   여행 코스 ');
    const list = await screen.findByLabelText('“제주도 여행 코스” 검색 결과 요약');
    expect(within(list).getByText('1,234,567개')).toBeInTheDocument();
    expect(within(list).getByText('100+개')).toBeInTheDocument();
    expect(within(list).getByText('치열')).toBeInTheDocument();
    expect(within(list).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('월간 검색수는 네이버 약관에 따라 회원님 본인의 검색광고 API 키로만 조회할 수 있어서, 아래에서 키를 연결하면 함께 보여 드려요.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '“제주도 여행 코스” 12개월 검색 추이' })).toBeInTheDocument();
    const post = screen.getByRole('link', { name: '제주도 3박 4일 여행 코스 총정리' });
    expect(post).toHaveAttribute('href', 'https://blog.naver.com/travelcat/1');
    expect(post).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('여행하는 고양이 · 2025.03.03')).toBeInTheDocument();
    expect(asked).toEqual(['제주도 여행 코스']);
    expect(document.body.textContent).not.toMatch(/NAVER_/);
  });

  it("shows the member's own monthly volume when their key brought it", async () => {
    renderInsight(brief({ subKeywords: { available: true, reason: null, items: [], own: { keyword: '제주도여행코스', monthlyTotal: 12_340, competition: '높음' } } }), true);
    await analyse('제주도 여행 코스');
    expect(await screen.findByText('12,340회')).toBeInTheDocument();
    expect(screen.queryByText(/본인의 검색광고 API 키로만/)).not.toBeInTheDocument();
  });

  it('says plainly when analysis is unavailable, and shows setting names only when the server sent them (admins)', async () => {
    renderInsight({ available: false, keyword: '캠핑', reason: '검색 결과 분석을 지금은 사용할 수 없어요. 글쓰기는 그대로 할 수 있어요.' });
    await analyse('캠핑');
    expect(await screen.findByText('검색 결과 분석을 지금은 사용할 수 없어요. 글쓰기는 그대로 할 수 있어요.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NAVER_/);
    expect(screen.queryByRole('heading', { name: /검색 추이/ })).not.toBeInTheDocument();
  });

  it('names the missing settings to an admin', async () => {
    renderInsight({ available: false, keyword: '캠핑', reason: '검색 결과 분석을 지금은 사용할 수 없어요.', missingSettings: ['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY'] });
    await analyse('캠핑');
    expect(await screen.findByText('관리자 안내: 서버 설정 NAVER_API_HUB_KEY_ID, NAVER_API_HUB_KEY 값이 필요합니다.')).toBeInTheDocument();
    // The checklist link is for a signed-in admin only.
    expect(screen.queryByRole('link', { name: /운영 설정/ })).not.toBeInTheDocument();
  });

  it('gives an admin the way to the setup checklist in the same notice', async () => {
    useAuthStore.setState({ isAuthenticated: true, isAdmin: true });
    renderInsight({ available: false, keyword: '캠핑', reason: '검색 결과 분석을 지금은 사용할 수 없어요.', missingSettings: ['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY'] });
    await analyse('캠핑');
    expect(await screen.findByRole('link', { name: /운영 설정에서 연결하기/ })).toHaveAttribute('href', '/admin/setup');
    useAuthStore.setState({ isAuthenticated: false, isAdmin: false });
  });
});
