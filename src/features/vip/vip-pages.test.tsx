import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicationView } from '@contracts/publishing';
import type { VipProfile } from '@contracts/vip';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const publication = (overrides: Partial<PublicationView>): PublicationView => ({
  id: 'p1',
  generationId: 'g1',
  scheduledBy: 'app',
  title: '제주 한 달 살기',
  blogId: 'b1',
  blogName: '제주 워드프레스',
  blogKind: 'wordpress',
  status: 'published',
  postStatus: 'publish',
  source: 'manual',
  publishAt: '2026-11-24T01:00:00.000Z',
  attempts: 1,
  nextAttemptAt: null,
  url: 'https://jeju.example.kr/hello/',
  error: null,
  publishedAt: '2026-11-24T01:00:10.000Z',
  createdAt: '2026-11-23T01:00:00.000Z',
  ...overrides,
});
const blogs = [
  { id: 'b1', name: '제주 워드프레스', kind: 'wordpress', status: 'active' },
  { id: 'b2', name: '내 티스토리', kind: 'tistory', status: 'active' },
];

describe('/vipHistory', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  it('asks the server for the chosen status and blog, and shows each row with its links and reason', async () => {
    const asked: string[] = [];
    const all = [
      publication({}),
      publication({ id: 'p2', generationId: 'g2', title: '부산 맛집', status: 'failed', url: null, error: '이 계정에는 글을 발행할 권한이 없습니다(403).' }),
      publication({ id: 'p3', generationId: 'g3', title: '강릉 카페', blogId: 'b2', blogName: '내 티스토리', blogKind: 'tistory', status: 'waiting-for-member', url: null }),
    ];
    server.use(
      http.get('*/api/vip/publications', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q.toString());
        const status = q.get('status');
        const blogId = q.get('blogId');
        return HttpResponse.json({ publications: all.filter((p) => (!status || p.status === status) && (!blogId || p.blogId === blogId)), blogs });
      }),
    );
    renderRoute('/vipHistory');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: '발행 내역' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const live = within(list).getByRole('link', { name: '발행된 글' });
    expect(live).toHaveAttribute('href', 'https://jeju.example.kr/hello/');
    expect(within(list).getAllByRole('link', { name: '글 보기' })[1]).toHaveAttribute('href', '/history?id=g2');

    await user.selectOptions(screen.getByLabelText('상태'), 'failed');
    await waitFor(() => expect(asked).toContain('status=failed'));
    const failed = await screen.findByRole('list', { name: '발행 내역' });
    await waitFor(() => expect(within(failed).getAllByRole('listitem')).toHaveLength(1));
    expect(within(failed).getByText('부산 맛집')).toBeVisible();
    expect(within(failed).getByText('이 계정에는 글을 발행할 권한이 없습니다(403).')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('블로그'), 'b2');
    await waitFor(() => expect(asked).toContain('status=failed&blogId=b2'));
    expect(await screen.findByText('조건에 맞는 발행 내역이 없습니다.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('상태'), '');
    await waitFor(() => expect(asked).toContain('blogId=b2'));
    const tistory = await screen.findByRole('list', { name: '발행 내역' });
    expect(within(tistory).getByText('강릉 카페')).toBeVisible();
    expect(within(tistory).getByText('직접 게시 대기')).toBeVisible();
  });
});

describe('/vipProfile', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));

  const profile: VipProfile = { defaultBlogId: null, defaultTemplateId: null, notificationEmail: null, accountEmail: 'gildong@example.kr', blogs };

  it('saves the default blog, template and notification email, and shows the server’s Korean refusal', async () => {
    const saved: unknown[] = [];
    let refuse = true;
    server.use(
      http.get('*/api/vip/profile', () => HttpResponse.json(profile)),
      http.get('*/api/prompts', () => HttpResponse.json({ presets: [{ id: 'preset:info', name: '정보형 글' }], templates: [] })),
      http.put('*/api/vip/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        if (refuse) return HttpResponse.json({ error: { code: 'VALIDATION', message: '유효한 이메일 주소를 입력해주세요.' } }, { status: 400 });
        return HttpResponse.json({ ...profile, ...body });
      }),
    );
    renderRoute('/vipProfile');
    const user = userEvent.setup();
    const blog = await screen.findByLabelText('기본 블로그');
    expect(screen.getByText(/비워 두면 가입한 이메일\(gildong@example.kr\)로 보냅니다. 발행 팩 게시 알림, 블로그 연결 끊김/)).toBeVisible();
    await user.selectOptions(blog, 'b2');
    await user.selectOptions(screen.getByLabelText('기본 템플릿'), 'preset:info');
    await user.type(screen.getByLabelText('알림 받을 이메일'), 'alerts@example.kr');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ defaultBlogId: 'b2', defaultTemplateId: 'preset:info', notificationEmail: 'alerts@example.kr' });
    expect((await screen.findAllByText('유효한 이메일 주소를 입력해주세요.')).length).toBeGreaterThan(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(await screen.findByText('VIP 설정을 저장했습니다')).toBeVisible();
  });
});

describe('the VIP tabs and the calendar', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'vip' }));
  const calendar = () =>
    http.get('*/api/vip/calendar', () =>
      HttpResponse.json({ entries: [{ kind: 'publication', at: new Date().toISOString(), title: '제주 한 달 살기', status: 'scheduled', planned: true, link: null }] }),
    );

  it('shows the VIP tabs on /vip too, with the open page marked', async () => {
    server.use(
      http.get('*/api/vip/dashboard', () =>
        HttpResponse.json({ month: '2026-11', usage: { gen: 0, img: 0, adv: 0, credits: 0 }, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 }, upcoming: [], failures: [], waiting: [] }),
      ),
    );
    renderRoute('/vip');
    const tabs = await screen.findByRole('navigation', { name: 'VIP 메뉴' });
    expect(within(tabs).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '예약 캘린더' })).toHaveAttribute('href', '/vipSchedule');
    // On a phone the tabs wrap onto a second line instead of running off the screen.
    expect(within(tabs).getByRole('list')).toHaveClass('flex-wrap');
  });

  it('draws the month as a table of weeks: every day cell sits in a row (no grid cell without its row)', async () => {
    server.use(calendar());
    renderRoute('/vipSchedule');
    const tabs = await screen.findByRole('navigation', { name: 'VIP 메뉴' });
    expect(within(tabs).getByRole('link', { name: '예약 캘린더' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    for (const row of rows.slice(1)) expect(within(row).getAllByRole('cell')).toHaveLength(7);
    for (const cell of within(table).getAllByRole('cell')) expect(cell.parentElement).toHaveAttribute('role', 'row');
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    // axe's two critical findings on this page were these: each role's required parent and children.
    const { default: axe } = await import('axe-core');
    const found = await axe.run(document.body, { runOnly: ['aria-required-children', 'aria-required-parent'] });
    expect(found.violations.map((v) => `${v.id} ×${v.nodes.length}`)).toEqual([]);
  });
});
