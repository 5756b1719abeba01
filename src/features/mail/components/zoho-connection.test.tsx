import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailStatus } from '@contracts/mail';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const status = (zoho: Partial<MailStatus['zoho']> = {}): MailStatus => ({
  transport: 'zoho',
  zoho: { missing: [], redirectUri: 'http://localhost/zoho-oauth', connected: false, email: null, connectedAt: null, lastError: null, lastErrorAt: null, ...zoho },
});

beforeEach(() => resetStores({ isAuthenticated: true, isAdmin: true, grade: 'normal' }));

describe('/zoho-oauth', () => {
  it('finishes the connection Zoho came back with, once, and says it worked', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/admin/mail', () => HttpResponse.json(status())),
      http.post('*/api/admin/mail/zoho/callback', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(status({ connected: true, email: 'reports@geulbit.kr', connectedAt: '2026-01-01T00:00:00.000Z' }));
      }),
    );
    const { router } = renderRoute('/zoho-oauth?code=1000.abc&state=s1&location=us');
    expect(await screen.findByText('Zoho Mail이 연결되었습니다')).toBeVisible();
    expect(screen.getByText(/reports@geulbit\.kr 계정으로/)).toBeVisible();
    expect(posted).toEqual([{ code: '1000.abc', state: 's1' }]);
    // The code leaves the address, so a reload does not send it again. (The router's navigation settles
    // after the message shows: on a busy machine, a moment later.)
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why it failed, and shows a failed token refresh to the admin', async () => {
    server.use(
      http.get('*/api/admin/mail', () => HttpResponse.json(status({ connected: true, email: 'reports@geulbit.kr', lastError: 'Zoho 액세스 토큰을 갱신하지 못했습니다.', lastErrorAt: '2026-01-01T00:00:00.000Z' }))),
      http.post('*/api/admin/mail/zoho/callback', () =>
        HttpResponse.json({ error: { code: 'ZOHO_REFUSED', message: 'Zoho가 인증 코드를 받아들이지 않았습니다. 코드가 만료되었을 수 있으니 다시 연결해주세요.' } }, { status: 400 }),
      ),
    );
    renderRoute('/zoho-oauth?code=old&state=s1');
    expect(await screen.findByText('Zoho Mail을 연결하지 못했습니다')).toBeVisible();
    expect(screen.getByText(/코드가 만료되었을 수 있으니/)).toBeVisible();
    expect(await screen.findByText('Zoho 액세스 토큰을 갱신하지 못했습니다.')).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 연결하기' })).toBeVisible();
  });

  it('tells a member who is not an admin that only admins set it up', async () => {
    resetStores({ isAuthenticated: true, isAdmin: false, grade: 'normal' });
    renderRoute('/zoho-oauth');
    expect(await screen.findByText('관리자만 이용할 수 있습니다.')).toBeVisible();
  });
});

describe('the notice on /admin/keyword-report', () => {
  it('tells admins when mail is falling back to the outbox, with a link to /zoho-oauth', async () => {
    server.use(http.get('*/api/admin/mail', () => HttpResponse.json(status({ connected: true, email: 'r@geulbit.kr', lastError: 'Zoho 액세스 토큰을 갱신하지 못했습니다.' }))));
    renderRoute('/admin/keyword-report');
    const notice = await screen.findByText(/Zoho 액세스 토큰을 갱신하지 못했습니다/);
    expect(notice).toBeVisible();
    expect(screen.getByRole('link', { name: '메일 연동 확인' })).toHaveAttribute('href', '/zoho-oauth');
  });
});
