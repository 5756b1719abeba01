import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-provider';
import { server } from '@/testing/msw-server';
import { resetStores } from '@/testing/render';
import { PublishForm } from './components/publish-form';

const blog = (id: string, kind: 'wordpress' | 'naver') => ({ id, kind, name: kind === 'wordpress' ? '내 워드프레스' : '내 네이버', siteUrl: 'https://example.com', username: null, status: 'active', brokenReason: null, createdAt: '2026-11-01T00:00:00.000Z' });

describe('PublishForm: who keeps a scheduled time', () => {
  it('offers "워드프레스가 예약 발행" only for a WordPress blog at a later time, and sends scheduledBy blog when ticked', async () => {
    resetStores({ isAuthenticated: true, grade: 'vip' });
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/blogs', () => HttpResponse.json({ items: [blog('wp1', 'wordpress'), blog('nv1', 'naver')] })),
      http.post('*/api/publications', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'p1', status: 'scheduled' }, { status: 201 });
      }),
    );
    queryClient.clear();
    render(
      <QueryClientProvider client={queryClient}>
        <PublishForm fixedPostId="g1" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /내 워드프레스/ });
    expect(screen.queryByRole('checkbox', { name: /워드프레스가 예약 발행/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /예약/ }));
    expect(screen.getByRole('checkbox', { name: /워드프레스가 예약 발행/ })).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox'), 'nv1');
    expect(screen.queryByRole('checkbox', { name: /워드프레스가 예약 발행/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox'), 'wp1');
    await user.click(screen.getByRole('checkbox', { name: /워드프레스가 예약 발행/ }));
    await user.click(screen.getByRole('button', { name: /예약/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ generationId: 'g1', blogId: 'wp1', scheduledBy: 'blog' });
    expect(typeof sent[0]!.publishAt).toBe('string');
  });
});
