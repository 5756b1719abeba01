import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { KinSearchReply } from '@contracts/kin';
import { useModalStore } from '@/stores/modal-store';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const reply: KinSearchReply = {
  query: '캠핑 의자',
  sort: 'sim',
  start: 1,
  display: 10,
  total: 2,
  fetchedAt: '2026-01-01T00:00:00.000Z',
  cached: false,
  items: [
    { title: '<b>캠핑</b> <b>의자</b> 추천', link: 'https://kin.naver.com/qna/detail.naver?d1id=8&docId=1', description: '가벼운 &lt;img src=x onerror=alert(1)&gt; <img src=x onerror=alert(1)>의자' },
    { title: '두 번째 질문', link: 'https://kin.naver.com/qna/detail.naver?d1id=8&docId=2', description: '' },
  ],
};

beforeEach(() => resetStores());

describe('/kin', () => {
  it('names the missing settings when the service has no Naver keys', async () => {
    const message = '서버에 NAVER_API_HUB_KEY_ID, NAVER_API_HUB_KEY 설정이 없어 지식iN을 검색할 수 없습니다. 관리자에게 문의해주세요.';
    server.use(http.get('*/api/kin/status', () => HttpResponse.json({ ready: false, mode: 'hub', missing: ['NAVER_API_HUB_KEY_ID', 'NAVER_API_HUB_KEY'], message })));
    renderRoute('/kin');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('지식iN 검색어')).toBeNull();
  });

  it('shows Naver’s marks as highlights and nothing else as HTML, and asks a visitor to log in before drafting', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/kin/search', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json(reply);
      }),
    );
    renderRoute('/kin?q=캠핑 의자&sort=point&page=2');
    const results = await screen.findByRole('region', { name: '검색 결과' });
    expect(Object.fromEntries(asked ?? [])).toEqual({ q: '캠핑 의자', sort: 'point', start: '11', display: '10' });
    const first = within(results).getAllByRole('listitem')[0] as HTMLElement;
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['캠핑', '의자']);
    expect(first).toHaveTextContent('가벼운 <img src=x onerror=alert(1)> 의자');
    expect(results.querySelector('img, script')).toBeNull();
    const link = within(first).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(link.href).toBe(reply.items[0]?.link);
    expect(link.rel).toContain('noopener');
    await userEvent.click(within(first).getByRole('button', { name: '답변 초안' }));
    expect(useModalStore.getState().modal).toBe('login');
  });
});

describe('/kin/zzim', () => {
  it('asks a visitor to log in', async () => {
    renderRoute('/kin/zzim');
    expect(await screen.findByText('찜한 질문은 로그인한 회원만 볼 수 있습니다.')).toBeVisible();
  });
});
