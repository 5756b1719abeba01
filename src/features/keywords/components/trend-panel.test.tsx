import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrendReply } from '@contracts/keywords';
import { queryClient, WithQueryClient } from '@/lib/query-provider';
import { server } from '@/testing/msw-server';
import { TrendPanel } from './trend-panel';

beforeEach(() => {
  queryClient.clear();
  // jsdom has no matchMedia; the panel asks it whether to animate.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

describe('TrendPanel', () => {
  it('shows the source and when DataLab was asked, in Seoul time', async () => {
    const reply: TrendReply = {
      keyword: '캠핑',
      points: [{ period: '2025-02-01', ratio: 100 }],
      source: '네이버 데이터랩 검색어 트렌드 (기간 내 최고값 = 100, 저장하지 않음)',
      // 23:05 UTC on 14 March is 08:05 on 15 March in Seoul.
      fetchedAt: '2025-03-14T23:05:00.000Z',
    };
    server.use(http.get('*/api/keywords/trend', () => HttpResponse.json(reply)));
    render(
      <WithQueryClient>
        <TrendPanel keyword="캠핑" />
      </WithQueryClient>,
    );
    const note = await screen.findByText(/출처: 네이버 데이터랩/);
    expect(note).toHaveTextContent(/2025\. 3\. 15\. \S+ 8:05 조회/);
  });
});
