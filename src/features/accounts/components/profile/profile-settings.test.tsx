import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/stores/auth-store';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import { DeleteAccountSection } from './profile-settings';

beforeEach(() => resetStores());
const lastToast = () => useToastStore.getState().toasts[0];

describe('account deletion on /profile (spec §8)', () => {
  it("toasts '사용자 ID를 찾을 수 없습니다.' when no member is signed in", async () => {
    const onDeleted = vi.fn();
    render(<DeleteAccountSection onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    expect(lastToast()).toMatchObject({ title: '사용자 ID를 찾을 수 없습니다.', variant: 'destructive' });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  async function confirmDeletion() {
    resetStores({ isAuthenticated: true, grade: 'normal' });
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: '내 정보' });
    await waitFor(() => expect(useAuthStore.getState().currentUser).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
  }

  it.each([
    ['a proxy error page', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['no connection', () => HttpResponse.error()],
  ])("says '계정 삭제 API 오류가 발생했습니다.' for %s", async (_case, reply) => {
    server.use(http.post('*/api/users/delete-account', reply));
    await confirmDeletion();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: '처리 실패', description: '계정 삭제 API 오류가 발생했습니다.', variant: 'destructive' }));
    expect(useAuthStore.getState().currentUser).not.toBeNull();
  });

  it('shows the message our server sent', async () => {
    server.use(http.post('*/api/users/delete-account', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: '본인 계정에 대해서만 요청할 수 있습니다.' } }, { status: 403 })));
    await confirmDeletion();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: '처리 실패', description: '본인 계정에 대해서만 요청할 수 있습니다.' }));
  });
});
