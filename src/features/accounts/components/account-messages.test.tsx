import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useWalletStore } from '@/features/credits';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import { announceAuthChange, refreshSession } from '../session-sync';

beforeEach(() => resetStores());
afterEach(() => vi.useRealTimers());
const lastToast = () => useToastStore.getState().toasts[0];

describe('spec §8 messages on the Google callback', () => {
  it("says 'Google 로그인 중 오류가 발생했습니다.' when Google returns an error", async () => {
    const { router } = renderRoute('/oauth-callback?error=google');
    await waitFor(() => expect(lastToast()?.title).toBe('Google 로그인 중 오류가 발생했습니다.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("says '구글 로그인 정보를 가져오지 못했습니다.' when no account came back", async () => {
    renderRoute('/oauth-callback');
    await waitFor(() => expect(lastToast()?.title).toBe('구글 로그인 정보를 가져오지 못했습니다.'));
  });

  it("refuses a Google re-signup within 14 days with '가입 불가'", async () => {
    mockSession.current = { user: buildUserRecord({ grade: '' }), visitor: null, wallet: null, features: { google: true, offlineWriter: true } };
    let declined = false;
    server.use(
      http.post('*/api/users/check-deleted', () => HttpResponse.json({ success: true, isDeleted: true, deletedAt: new Date().toISOString() })),
      http.post('*/api/users/google-consent/decline', () => {
        declined = true;
        return HttpResponse.json({ success: true });
      }),
    );
    renderRoute('/oauth-callback');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: '가입 불가', variant: 'destructive' }));
    expect(lastToast()?.description).toMatch(/^이 구글계정은 \d+월 \d+일 이후에 재가입이 가능합니다\.$/);
    expect(declined).toBe(true);
  });

  it('opens the consent modal for a new Google account', async () => {
    mockSession.current = { user: buildUserRecord({ grade: '' }), visitor: null, wallet: null, features: { google: true, offlineWriter: true } };
    let checked = false;
    server.use(
      http.post('*/api/users/check-deleted', () => {
        checked = true;
        return HttpResponse.json({ success: true, isDeleted: false, deletedAt: null });
      }),
    );
    const { router } = renderRoute('/oauth-callback');
    // The callback's own flow to its end (the deleted-check, home, then the consent): the start-up session
    // check may open the consent first, and a flow still running would reopen it in the next test.
    await waitFor(() => expect(checked).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useModalStore.getState().modal).toBe('googleConsent'));
  });
});

describe('spec §8 messages of the consent modal', () => {
  async function openConsent() {
    renderRoute('/history');
    await screen.findByRole('heading', { level: 1 });
    act(() => useModalStore.getState().open('googleConsent'));
    const modal = await screen.findByRole('dialog', { name: '약관 동의' });
    for (const box of within(modal).getAllByRole('checkbox')) await userEvent.click(box);
    return modal;
  }

  it("toasts '오류 발생' when there is no user to save the consent for", async () => {
    const modal = await openConsent();
    act(() => useAuthStore.setState({ currentUser: null }));
    await userEvent.click(within(modal).getByRole('button', { name: '동의하고 계속하기' }));
    expect(lastToast()).toMatchObject({ title: '오류 발생', variant: 'destructive' });
  });

  it("toasts '처리 실패' when the server refuses the consent", async () => {
    server.use(http.post('*/api/users/google-consent', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: '본인 계정에 대해서만 요청할 수 있습니다.' } }, { status: 403 })));
    const modal = await openConsent();
    act(() => useAuthStore.setState({ currentUser: buildUserRecord({ grade: '' }) }));
    await userEvent.click(within(modal).getByRole('button', { name: '동의하고 계속하기' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: '처리 실패', variant: 'destructive' }));
  });

  it('still toasts success and goes home when saving fails inside the server (spec §8)', async () => {
    server.use(
      http.post('*/api/users/google-consent', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
      http.post('*/api/credits/welcome-bonus', () => HttpResponse.json({ success: true, credited: false, message: '', wallet: { paidCredits: 0, eventCredits: 0 } })),
    );
    const modal = await openConsent();
    act(() => useAuthStore.setState({ currentUser: buildUserRecord({ grade: '' }) }));
    await userEvent.click(within(modal).getByRole('button', { name: '동의하고 계속하기' }));
    await waitFor(() => expect(lastToast()?.title).toBe('가입 완료'));
  });
});

describe('other account messages', () => {
  it("falls back to '회원가입 중 오류가 발생했습니다.' when sign-up fails without a message", async () => {
    server.use(http.post('*/api/users/signup', () => HttpResponse.error()));
    renderRoute('/history');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      useModalStore.getState().open('signup');
      useModalStore.getState().updateSignupDraft({ lastName: '홍', firstName: '길동', email: 'a@b.kr', step: 2, termsAgreed: true, privacyAgreed: true, emailAgreed: true });
    });
    const modal = await screen.findByRole('dialog', { name: '회원가입' });
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), 'korea-blog-2025');
    await userEvent.click(within(modal).getByRole('button', { name: '가입하기' }));
    expect(await within(modal).findByText('회원가입 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('clears the session and falls back to a visitor account when the session cannot be loaded (spec §4)', async () => {
    let visitorCalls = 0;
    server.use(
      http.get('*/api/session', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
      http.post('*/api/visitors', () => {
        visitorCalls += 1;
        return HttpResponse.json({ visitor: { id: 'v9', temp_id: 'temp_fresh', gen_cnt: 99 }, created: true }, { status: 201 });
      }),
    );
    useAuthStore.setState({ isAuthenticated: true, status: 'loading', currentUser: buildUserRecord(), grade: 'normal', email: 'gildong@example.kr' });
    useWalletStore.setState({ paidCredits: 5, eventCredits: 3, totalCredits: 8, walletInitialized: true });
    expect(await refreshSession()).toBeNull();
    expect(visitorCalls).toBe(1);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      status: 'ready',
      currentUser: null,
      grade: '',
      email: '',
      visitor: { temp_id: 'temp_fresh' },
      genCount: 99,
    });
    expect(useWalletStore.getState()).toMatchObject({ totalCredits: 0, walletInitialized: false });
  });

  it('stays a visitor without an account when neither the session nor the visitor can be loaded', async () => {
    server.use(
      http.get('*/api/session', () => HttpResponse.error()),
      http.post('*/api/visitors', () => HttpResponse.error()),
    );
    useAuthStore.setState({ isAuthenticated: true, status: 'loading', currentUser: buildUserRecord() });
    await refreshSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, status: 'ready', currentUser: null, visitor: null });
  });

  it('debounces a burst of session reloads from other tabs into one', async () => {
    let loads = 0;
    server.use(
      http.get('*/api/session', () => {
        loads += 1;
        return HttpResponse.json(mockSession.current);
      }),
    );
    renderRoute('/history');
    await waitFor(() => expect(loads).toBe(1));
    announceAuthChange();
    announceAuthChange();
    announceAuthChange();
    await new Promise((r) => setTimeout(r, 40));
    expect(loads).toBe(1);
    await waitFor(() => expect(loads).toBe(2));
    await new Promise((r) => setTimeout(r, 150));
    expect(loads).toBe(2);
  });
});

describe('the verification link', () => {
  it('lands signed in: says so, loads the member and settles the wallet as a login does', async () => {
    const wallet = { paidCredits: 0, eventCredits: 0, totalCredits: 0 };
    mockSession.current = { user: buildUserRecord({ verified: true }), visitor: null, wallet, features: { google: true, offlineWriter: true } };
    const claimed: string[] = [];
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () => {
        claimed.push('bonus');
        return HttpResponse.json({ success: true, credited: false, message: '', wallet: { paidCredits: 0, eventCredits: 0 } });
      }),
    );
    const { router } = renderRoute('/?verified=1');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: '이메일 인증 완료', description: '이메일 주소가 인증되어 로그인했습니다.' }));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    await waitFor(() => expect(claimed).toEqual(['bonus']));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('names the welcome bonus in the same toast when the first sign-in brings it (one toast shows at a time)', async () => {
    const wallet = { paidCredits: 0, eventCredits: 0, totalCredits: 0 };
    mockSession.current = { user: buildUserRecord({ verified: true }), visitor: null, wallet, features: { google: true, offlineWriter: true } };
    server.use(
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () =>
        HttpResponse.json({ success: true, credited: true, message: '가입 축하 이벤트 크레딧 100이 지급되었습니다.', wallet: { paidCredits: 0, eventCredits: 100 } }),
      ),
    );
    renderRoute('/?verified=1');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: '이메일 인증 완료', description: '이메일 주소가 인증되어 로그인했습니다. 가입 축하 크레딧도 지급되었어요.' }),
    );
  });
});

describe('a reset link that no longer works', () => {
  it('offers to send a new one, which opens the reset form', async () => {
    server.use(
      http.post('*/api/users/password-reset/confirm', () =>
        HttpResponse.json({ error: { code: 'RESET_TOKEN_INVALID', message: '재설정 링크가 만료되었거나 올바르지 않습니다.' } }, { status: 400 }),
      ),
      http.post('*/api/users/password-check', () => HttpResponse.json({ ok: true, message: null })),
    );
    renderRoute('/reset-password?token=used-token');
    await userEvent.type(await screen.findByLabelText('새 비밀번호'), 'brand-new-2026');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'brand-new-2026');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(/이 재설정 링크는 만료되었거나 이미 쓰였습니다/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '새 재설정 링크 받기' }));
    expect(await screen.findByRole('dialog', { name: '비밀번호 재설정' })).toBeVisible();
  });

  it('offers the same when the link has no token', async () => {
    renderRoute('/reset-password');
    await userEvent.click(await screen.findByRole('button', { name: '새 재설정 링크 받기' }));
    expect(await screen.findByRole('dialog', { name: '비밀번호 재설정' })).toBeVisible();
  });
});
