import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Automation } from '@contracts/automations';
import type { VipProfile } from '@contracts/vip';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const automation: Automation = {
  id: 'a1',
  name: '평일 아침 글',
  weekdays: [1, 2, 3, 4, 5],
  time: '09:00',
  source: { kind: 'list', listId: 'l1' },
  templateId: null,
  options: { contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver', instructions: '', faq: false, table: true, imagePlaceholders: false },
  target: { kind: 'history' },
  paused: false,
  nextRunAt: '2026-11-24T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const profile: VipProfile = { defaultBlogId: null, defaultTemplateId: 'preset:x', notificationEmail: null, accountEmail: 'gildong@example.kr', blogs: [{ id: 'b1', name: '제주 여행 블로그', kind: 'wordpress', status: 'active' }] };
const lists = [
  { id: 'l1', name: '캠핑 키워드', items: [{ keyword: '텐트' }] },
  { id: 'l2', name: '여행 키워드', items: [{ keyword: '제주' }, { keyword: '부산' }] },
];

let saved: unknown[] = [];
beforeEach(() => {
  saved = [];
  resetStores({ isAuthenticated: true, grade: 'vip', wantKeywordReport: true });
  server.use(
    http.get('*/api/automations', () => HttpResponse.json({ automations: [automation] })),
    http.get('*/api/automations/runs', () => HttpResponse.json({ runs: [] })),
    http.get('*/api/keywords/lists', () => HttpResponse.json({ lists })),
    http.get('*/api/vip/profile', () => HttpResponse.json(profile)),
  );
});

describe('editing a schedule on /automation', () => {
  it('opens the form filled with the schedule, and saves every part the member changed with PUT', async () => {
    server.use(
      http.put('*/api/automations/a1', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ...automation, name: '주말 여행 글' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/automation');
    await user.click(await within(await screen.findByRole('group', { name: '평일 아침 글' })).findByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '「평일 아침 글」 수정' });
    expect(within(form).getByLabelText('이름')).toHaveValue('평일 아침 글');
    expect(within(form).getByLabelText('시간 (한국 시간)')).toHaveValue('09:00');
    expect(within(form).getByLabelText('사용할 키워드 목록')).toHaveValue('l1');
    // A schedule without a template keeps none (a new one would take the member's default).
    expect(within(form).getByLabelText('프롬프트 템플릿')).toHaveValue('');

    await user.clear(within(form).getByLabelText('이름'));
    await user.type(within(form).getByLabelText('이름'), '주말 여행 글');
    for (const day of ['월', '화', '수', '목', '금', '토', '일']) await user.click(within(form).getByLabelText(day));
    await user.clear(within(form).getByLabelText('시간 (한국 시간)'));
    await user.type(within(form).getByLabelText('시간 (한국 시간)'), '21:30');
    await user.selectOptions(within(form).getByLabelText('사용할 키워드 목록'), 'l2');
    await user.click(within(form).getByLabelText('합니다체'));
    await user.type(within(form).getByLabelText('추가 지시사항 (선택)'), '가족 여행 위주로');
    await user.click(within(form).getByLabelText('블로그에 발행 (VIP)'));
    await user.click(within(form).getByLabelText('바로 발행'));
    await user.click(within(form).getByRole('button', { name: '변경 내용 저장' }));

    expect(await screen.findByText('자동화를 수정했습니다')).toBeVisible();
    expect(saved).toEqual([
      {
        name: '주말 여행 글',
        weekdays: [6, 0],
        time: '21:30',
        source: { kind: 'list', listId: 'l2' },
        templateId: null,
        // The options the form does not show (FAQ, table) stay as they were.
        options: { contentType: 'info', tone: 'hamnida', length: 'medium', platform: 'naver', instructions: '가족 여행 위주로', faq: false, table: true, imagePlaceholders: false },
        target: { kind: 'blog', blogId: 'b1', status: 'publish' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: '「평일 아침 글」 수정' })).not.toBeInTheDocument());
  });

  it('keeps the form open with the server’s Korean reason when the change is refused, and cancels without saving', async () => {
    server.use(http.put('*/api/automations/a1', () => HttpResponse.json({ error: { code: 'VALIDATION', message: '요일을 하나 이상 골라주세요.' } }, { status: 400 })));
    const user = userEvent.setup();
    renderRoute('/automation');
    await user.click(await within(await screen.findByRole('group', { name: '평일 아침 글' })).findByRole('button', { name: '수정' }));
    const form = screen.getByRole('form', { name: '「평일 아침 글」 수정' });
    for (const day of ['월', '화', '수', '목', '금']) await user.click(within(form).getByLabelText(day));
    await user.click(within(form).getByRole('button', { name: '변경 내용 저장' }));
    expect(await screen.findByText('요일을 하나 이상 골라주세요.')).toBeVisible();
    expect(form).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '수정 취소' }));
    expect(await screen.findByRole('group', { name: '평일 아침 글' })).toBeVisible();
    expect(saved).toEqual([]);
  });
});
