import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SetupStatus } from '@contracts/setup-status';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const status: SetupStatus = {
  services: [
    {
      id: 'llm',
      configured: false,
      settings: [
        { name: 'LLM_PROVIDER', set: false, required: true, value: 'offline' },
        { name: 'LLM_API_KEY', set: false, required: true },
      ],
    },
    { id: 'bank', configured: true, settings: [{ name: 'BANK_TRANSFER_ACCOUNT', set: true, required: true }] },
  ],
};

describe('/admin/setup', () => {
  it('shows an admin each service, connected or not, with its settings by name and the way to connect it', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: true });
    server.use(http.get('*/api/admin/setup', () => HttpResponse.json(status)));
    renderRoute('/admin/setup');
    expect(await screen.findByText('2개 중 1개 연결됨')).toBeInTheDocument();
    const llm = screen.getByRole('listitem', { name: 'AI 글쓰기 모델' });
    expect(within(llm).getByText('연결 안 됨')).toBeInTheDocument();
    expect(within(llm).getByRole('rowheader', { name: 'LLM_API_KEY' })).toBeInTheDocument();
    expect(within(llm).getByText('현재 offline')).toBeInTheDocument();
    expect(within(llm).getByText(/LLM_PROVIDER를 openai, anthropic, google 중 하나로/)).toBeInTheDocument();
    const bank = screen.getByRole('listitem', { name: '무통장 입금 계좌' });
    expect(within(bank).getByText('연결됨')).toBeInTheDocument();
    expect(within(bank).getByText('값 있음')).toBeInTheDocument();
    expect(within(bank).getByRole('link', { name: '입금 요청 확인하기' })).toHaveAttribute('href', '/admin/credits');
  });

  it('is no page for a member who is not an admin: the guard sends them to /', async () => {
    resetStores({ isAuthenticated: true, grade: 'normal', isAdmin: false });
    const { router } = renderRoute('/admin/setup');
    await screen.findByRole('heading', { level: 1, name: '글쓰기' });
    expect(router.state.location.pathname).toBe('/');
  });
});
