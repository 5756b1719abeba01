import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

// The result panel's code cannot be loaded, as after a new version was deployed under an open tab.
vi.mock('./result-panel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => resetStores({ visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 99 }, genCount: 99, offlineWriter: true }));

describe('the write page when the result panel cannot be loaded', () => {
  it('lets the visitor type, then shows the error page once writing needs the panel, not an endless spinner', async () => {
    server.use(
      http.post('*/api/generations', () =>
        new HttpResponse('event: delta\ndata: {"text":"# 제목\\n\\n"}\n\n', { headers: { 'Content-Type': 'text/event-stream' } }),
      ),
    );
    renderRoute('/');
    await userEvent.type(await screen.findByLabelText('메인 키워드'), '제주도 여행');
    // Typing loaded it in the background, and its failure shows nothing yet.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('메인 키워드')).toHaveValue('제주도 여행');
    await userEvent.click(screen.getByRole('button', { name: '블로그 글 쓰기' }));
    // The app's error page (spec §2), as for a page whose own code cannot be loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
  });
});
