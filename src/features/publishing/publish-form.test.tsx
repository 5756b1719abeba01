import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-provider';
import { server } from '@/testing/msw-server';
import { resetStores } from '@/testing/render';
import { PublishForm } from './components/publish-form';

const blog = (id: string, kind: 'wordpress' | 'naver', status = 'active') => ({ id, kind, name: kind === 'wordpress' ? '내 워드프레스' : '내 네이버', siteUrl: 'https://example.com', username: null, status, brokenReason: null, createdAt: '2026-11-01T00:00:00.000Z' });
const profile = (defaultBlogId: string | null) => ({ defaultBlogId, defaultTemplateId: null, notificationEmail: null, accountEmail: 'gildong@example.kr', blogs: [] });

/** Renders the form over the given blogs and /vipProfile default; returns what POST /api/publications received. */
function renderForm(blogs: ReturnType<typeof blog>[], defaultBlogId: string | null, props: Parameters<typeof PublishForm>[0] = { fixedPostId: 'g1' }) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/blogs', () => HttpResponse.json({ items: blogs })),
    http.get('*/api/vip/profile', () => HttpResponse.json(profile(defaultBlogId))),
    http.post('*/api/publications', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'p1', status: 'scheduled' }, { status: 201 });
    }),
  );
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <PublishForm {...props} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('PublishForm: who keeps a scheduled time', () => {
  it('offers "워드프레스가 예약 발행" only for a WordPress blog at a later time, and sends scheduledBy blog when ticked', async () => {
    resetStores({ isAuthenticated: true, grade: 'vip' });
    const sent = renderForm([blog('wp1', 'wordpress'), blog('nv1', 'naver')], null);
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

describe('PublishForm: the /vipProfile default blog', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('preselects the default blog and publishes to it', async () => {
    const sent = renderForm([blog('wp1', 'wordpress'), blog('nv1', 'naver')], 'nv1');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('nv1'));
    await userEvent.setup().click(screen.getByRole('button', { name: '지금 발행' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ generationId: 'g1', blogId: 'nv1' });
  });

  it('preselects it in the post picker of /auto-posting too, and the member can still choose another', async () => {
    const sent = renderForm([blog('wp1', 'wordpress'), blog('nv1', 'naver')], 'nv1', { posts: [{ id: 'g7', title: '제주 여행 코스' }] });
    const user = userEvent.setup();
    const [postPicker, blogPicker] = await screen.findAllByRole('combobox');
    await waitFor(() => expect(blogPicker).toHaveValue('nv1'));
    await user.selectOptions(postPicker!, 'g7');
    await user.selectOptions(blogPicker!, 'wp1');
    await user.click(screen.getByRole('button', { name: '지금 발행' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ generationId: 'g7', blogId: 'wp1' });
  });

  it('falls back to the first usable blog when the default one is broken', async () => {
    const sent = renderForm([blog('wp1', 'wordpress'), blog('nv1', 'naver', 'broken')], 'nv1');
    await screen.findByRole('option', { name: /내 워드프레스/ });
    await userEvent.setup().click(screen.getByRole('button', { name: '지금 발행' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ blogId: 'wp1' });
  });
});

describe('PublishForm: a time picked in Korea time', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it.each([
    ['2030-03-01T09:30', '2030-03-01T00:30:00.000Z'],
    ['2030-03-01T08:00', '2030-02-28T23:00:00.000Z'],
  ])('sends %s KST as %s', async (picked, utc) => {
    const sent = renderForm([blog('wp1', 'wordpress')], null);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /내 워드프레스/ });
    await user.click(screen.getByRole('radio', { name: /예약/ }));
    fireEvent.change(screen.getByLabelText('예약 시간 (한국 시간)'), { target: { value: picked } });
    await user.click(screen.getByRole('button', { name: /예약/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ generationId: 'g1', blogId: 'wp1', publishAt: utc });
  });
});
