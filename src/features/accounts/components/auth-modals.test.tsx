import { accountMessages } from '@contracts/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast-store';
import { useModalStore } from '@/stores/modal-store';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import { googleSignInAllowed } from './google-button';

beforeEach(() => resetStores());

const dialog = (name: string) => screen.findByRole('dialog', { name });
const lastToast = () => useToastStore.getState().toasts[0];

async function openModal(modal: Parameters<ReturnType<typeof useModalStore.getState>['open']>[0], path = '/history') {
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  act(() => useModalStore.getState().open(modal));
  return utils;
}

describe('signup', () => {
  it("enables 'next' only when both names and the email are filled, then checks the deleted list", async () => {
    let checked = '';
    server.use(
      http.post('*/api/users/check-deleted', async ({ request }) => {
        checked = ((await request.json()) as { email: string }).email;
        return HttpResponse.json({ success: true, isDeleted: false, deletedAt: null });
      }),
    );
    await openModal('signup');
    const modal = await dialog('회원가입');
    const next = within(modal).getByRole('button', { name: '다음 단계' });
    expect(next).toBeDisabled();
    await userEvent.type(within(modal).getByLabelText('성'), '홍');
    await userEvent.type(within(modal).getByLabelText('이름'), '길동');
    await userEvent.type(within(modal).getByLabelText('이메일'), '   ');
    expect(next).toBeDisabled();
    await userEvent.type(within(modal).getByLabelText('이메일'), 'Gildong@Example.kr');
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(await within(modal).findByText('2 / 2단계 · 비밀번호와 약관')).toBeInTheDocument();
    expect(checked).toBe('gildong@example.kr');
  });

  it('stops at step 1 with the KST date when the email was deleted less than 14 days ago', async () => {
    const deletedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    server.use(http.post('*/api/users/check-deleted', () => HttpResponse.json({ success: true, isDeleted: true, deletedAt })));
    await openModal('signup');
    const modal = await dialog('회원가입');
    await userEvent.type(within(modal).getByLabelText('성'), '홍');
    await userEvent.type(within(modal).getByLabelText('이름'), '길동');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'back@example.kr');
    await userEvent.click(within(modal).getByRole('button', { name: '다음 단계' }));
    expect(await within(modal).findByText(/^해당 메일은 \d+월 \d+일 이후에 재가입이 가능합니다\.$/)).toBeInTheDocument();
  });

  it('shows the deleted-check failure message', async () => {
    server.use(http.post('*/api/users/check-deleted', () => HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 })));
    await openModal('signup');
    const modal = await dialog('회원가입');
    await userEvent.type(within(modal).getByLabelText('성'), '홍');
    await userEvent.type(within(modal).getByLabelText('이름'), '길동');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'a@example.kr');
    await userEvent.click(within(modal).getByRole('button', { name: '다음 단계' }));
    expect(await within(modal).findByText('이메일 확인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('hints whether passwords match and submits only with all three agreements', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/api/users/signup', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, email: 'gildong@example.kr' }, { status: 201 });
      }),
    );
    await openModal('signup');
    act(() => useModalStore.getState().updateSignupDraft({ lastName: '홍', firstName: '길동', email: 'gildong@example.kr', step: 2 }));
    const modal = await dialog('회원가입');
    const submit = within(modal).getByRole('button', { name: '가입하기' });
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), 'korea-blog');
    expect(within(modal).getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), '-2025');
    expect(within(modal).getByText('비밀번호가 일치합니다')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.click(within(modal).getByLabelText(/서비스 이용약관에 동의합니다/));
    await userEvent.click(within(modal).getByLabelText(/개인정보처리방침에 동의합니다/));
    expect(submit).toBeDisabled();
    const emailBox = within(modal).getByLabelText('이메일 수신에 동의합니다');
    // Required, and says what for: the service's own mail, no advertising.
    expect(emailBox).toHaveAccessibleDescription(/이메일 인증, 결제 영수증, 비밀번호 재설정, 직접 신청한 키워드 리포트.*광고·마케팅 메일은 보내지 않습니다/);
    await userEvent.click(emailBox);
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const complete = await dialog('가입 완료');
    expect(within(complete).getByText('gildong@example.kr')).toBeInTheDocument();
    expect(sent).toMatchObject({
      lastName: '홍',
      firstName: '길동',
      email: 'gildong@example.kr',
      password: 'korea-blog-2025',
      passwordConfirm: 'korea-blog-2025',
      termsAgreed: true,
      privacyAgreed: true,
      emailAgreed: true,
      termsVersion: '1.0',
      privacyVersion: '1.0',
    });
  });

  it('says as the member types why the server refuses a password, and keeps submit off', async () => {
    server.use(
      http.post('*/api/users/password-check', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        const common = password === 'iloveyou';
        return HttpResponse.json({ ok: !common, message: common ? accountMessages.passwordCommon : null });
      }),
    );
    await openModal('signup');
    act(() =>
      useModalStore.getState().updateSignupDraft({
        lastName: '홍', firstName: '길동', email: 'a@example.kr', step: 2, termsAgreed: true, privacyAgreed: true, emailAgreed: true,
      }),
    );
    const modal = await dialog('회원가입');
    await userEvent.type(within(modal).getByLabelText('비밀번호'), '        ');
    expect(within(modal).getByText(accountMessages.passwordBlank)).toBeInTheDocument();
    await userEvent.clear(within(modal).getByLabelText('비밀번호'));
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'iloveyou');
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), 'iloveyou');
    expect(await within(modal).findByText(accountMessages.passwordCommon)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '가입하기' })).toBeDisabled();
  });

  it('opens login with the email prefilled 3000 ms after signupComplete, not before', async () => {
    await openModal('signup');
    await dialog('회원가입');
    vi.useFakeTimers();
    try {
      act(() => useModalStore.getState().open('signupComplete', { email: 'new@example.kr' }));
      expect(screen.getByRole('dialog', { name: '가입 완료' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(useModalStore.getState().modal).toBe('signupComplete');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(useModalStore.getState().modal).toBe('login');
    } finally {
      vi.useRealTimers();
    }
    const login = await dialog('로그인');
    expect(within(login).getByLabelText('이메일')).toHaveValue('new@example.kr');
  });

  it('shows the server message for a name the server refuses', async () => {
    server.use(
      http.post('*/api/users/signup', () =>
        HttpResponse.json({ error: { code: 'INVALID_NAME', message: 'x' } }, { status: 400 }),
      ),
    );
    await openModal('signup');
    act(() =>
      useModalStore.getState().updateSignupDraft({
        lastName: '홍', firstName: '길동', email: 'a@example.kr', step: 2, termsAgreed: true, privacyAgreed: true, emailAgreed: true,
      }),
    );
    const modal = await dialog('회원가입');
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), 'korea-blog-2025');
    await userEvent.click(within(modal).getByRole('button', { name: '가입하기' }));
    expect(await within(modal).findByText('이름 형식이 올바르지 않습니다. 특수문자를 제외하고 입력해주세요.')).toBeInTheDocument();
  });

  it('keeps the form while the member reads the terms, and returns to signup', async () => {
    await openModal('signup');
    act(() => useModalStore.getState().updateSignupDraft({ lastName: '홍', firstName: '길동', email: 'a@example.kr', step: 2, termsAgreed: true }));
    const modal = await dialog('회원가입');
    await userEvent.click(within(modal).getAllByRole('button', { name: '보기' })[0]!);
    const terms = await dialog('서비스 이용약관');
    await userEvent.click(await within(terms).findByRole('button', { name: '회원가입으로 돌아가기' }));
    const back = await dialog('회원가입');
    expect(within(back).getByLabelText(/서비스 이용약관에 동의합니다/)).toBeChecked();
  });
});

describe('login', () => {
  it("shows '이메일 또는 비밀번호를 확인해주세요.' when the server refuses", async () => {
    server.use(http.post('*/api/users/login', () => HttpResponse.json({ error: { code: 'LOGIN_FAILED', message: 'x' } }, { status: 401 })));
    await openModal('login');
    const modal = await dialog('로그인');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'a@example.kr');
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'wrong-password');
    await userEvent.click(within(modal).getByRole('button', { name: '로그인' }));
    expect(await within(modal).findByText('이메일 또는 비밀번호를 확인해주세요.')).toBeInTheDocument();
  });

  it('requires email and password', async () => {
    await openModal('login');
    const modal = await dialog('로그인');
    await userEvent.click(within(modal).getByRole('button', { name: '로그인' }));
    expect(await within(modal).findByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(within(modal).getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
  });

  it('closes, toasts a welcome and goes to / on success', async () => {
    server.use(
      http.post('*/api/users/login', () => HttpResponse.json({ user: { id: 'u1', name: '홍 길동', email: 'a@example.kr' } })),
      http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true, wallet: { paidCredits: 0, eventCredits: 0 } })),
      http.post('*/api/credits/welcome-bonus', () =>
        HttpResponse.json({ success: true, credited: false, message: '이미 가입 축하 크레딧을 받으셨습니다.', wallet: { paidCredits: 0, eventCredits: 0 } }),
      ),
    );
    const { router } = await openModal('login');
    const modal = await dialog('로그인');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'a@example.kr');
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.click(within(modal).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(useModalStore.getState().modal).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Stored as the spec's displayName ('홍 길동'), shown as a Korean name is written.
    expect(lastToast()).toMatchObject({ title: '로그인 성공', description: '홍길동님, 환영합니다!' });
  });
});

describe('password reset', () => {
  it('checks the address pattern', async () => {
    await openModal('passwordReset');
    const modal = await dialog('비밀번호 재설정');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'no-dot@host');
    await userEvent.click(within(modal).getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await within(modal).findByText('유효한 이메일 주소를 입력해주세요.')).toBeInTheDocument();
  });

  it("toasts '계정을 찾을 수 없음' and opens signup with the email for an unknown address", async () => {
    server.use(http.post('*/api/users/password-reset', () => HttpResponse.json({ error: { code: 'ACCOUNT_NOT_FOUND', message: '계정을 찾을 수 없음' } }, { status: 404 })));
    await openModal('passwordReset');
    const modal = await dialog('비밀번호 재설정');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'new@example.kr');
    await userEvent.click(within(modal).getByRole('button', { name: '재설정 링크 보내기' }));
    const signup = await dialog('회원가입');
    expect(within(signup).getByLabelText('이메일')).toHaveValue('new@example.kr');
    expect(lastToast()?.title).toBe('계정을 찾을 수 없음');
  });

  it('sends the link and opens login for a known address', async () => {
    server.use(http.post('*/api/users/password-reset', () => HttpResponse.json({ success: true })));
    await openModal('passwordReset');
    const modal = await dialog('비밀번호 재설정');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'known@example.kr');
    await userEvent.click(within(modal).getByRole('button', { name: '재설정 링크 보내기' }));
    await dialog('로그인');
    expect(lastToast()?.title).toBe('재설정 메일 발송');
  });

  it("says '비밀번호 재설정 요청에 실패했습니다. 다시 시도해주세요.' and toasts '요청 실패' on failure", async () => {
    server.use(http.post('*/api/users/password-reset', () => HttpResponse.json({ error: { code: 'RESET_FAILED', message: 'x' } }, { status: 502 })));
    await openModal('passwordReset');
    const modal = await dialog('비밀번호 재설정');
    await userEvent.type(within(modal).getByLabelText('이메일'), 'known@example.kr');
    await userEvent.click(within(modal).getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await within(modal).findByText('비밀번호 재설정 요청에 실패했습니다. 다시 시도해주세요.')).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: '요청 실패', variant: 'destructive' });
  });
});

describe('Google', () => {
  it('is allowed when the auth-services flag is on, or on localhost', () => {
    expect(googleSignInAllowed('geulbit.kr', true)).toBe(true);
    expect(googleSignInAllowed('localhost', false)).toBe(true);
    expect(googleSignInAllowed('geulbit.kr', false)).toBe(false);
  });

  it("toasts '준비 중' when the server has no Google credentials", async () => {
    resetStores({ googleAvailable: false });
    await openModal('login');
    const modal = await dialog('로그인');
    await userEvent.click(within(modal).getByRole('button', { name: 'Google로 계속하기' }));
    await waitFor(() => expect(lastToast()?.title).toBe('준비 중'));
  });

  it('goes from the consent to the terms and back with the ticks kept', async () => {
    await openModal('googleConsent');
    const modal = await dialog('약관 동의');
    await userEvent.click(within(modal).getByLabelText(/서비스 이용약관에 동의합니다/));
    expect(within(modal).getByLabelText('이메일 수신에 동의합니다')).toHaveAccessibleDescription(/광고·마케팅 메일은 보내지 않습니다/);
    await userEvent.click(within(modal).getByLabelText('이메일 수신에 동의합니다'));
    await userEvent.click(within(modal).getAllByRole('button', { name: '보기' })[1]!);
    const privacy = await dialog('개인정보처리방침');
    await userEvent.click(await within(privacy).findByRole('button', { name: '동의 화면으로 돌아가기' }));
    const back = await dialog('약관 동의');
    expect(within(back).getByLabelText(/서비스 이용약관에 동의합니다/)).toBeChecked();
    expect(within(back).getByLabelText(/개인정보처리방침에 동의합니다/)).not.toBeChecked();
    expect(within(back).getByLabelText('이메일 수신에 동의합니다')).toBeChecked();
  });

  it('returns to the consent, not past it, when the terms opened from it are dismissed', async () => {
    await openModal('googleConsent');
    const modal = await dialog('약관 동의');
    await userEvent.click(within(modal).getByLabelText(/개인정보처리방침에 동의합니다/));
    await userEvent.click(within(modal).getAllByRole('button', { name: '보기' })[0]!);
    await within(await dialog('서비스 이용약관')).findByRole('button', { name: '동의 화면으로 돌아가기' });
    await userEvent.keyboard('{Escape}');
    const back = await dialog('약관 동의');
    expect(within(back).getByLabelText(/개인정보처리방침에 동의합니다/)).toBeChecked();
    expect(lastToast()?.title).not.toBe('회원가입 취소');
  });

  it('counts dismissing the consent as declining it: the server is told, the time kept, the member told', async () => {
    let declined = 0;
    server.use(
      http.post('*/api/users/google-consent/decline', () => {
        declined += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    localStorage.removeItem('google-consent-rejected-at');
    await openModal('googleConsent');
    await dialog('약관 동의');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lastToast()?.title).toBe('회원가입 취소'));
    expect(declined).toBe(1);
    expect(localStorage.getItem('google-consent-rejected-at')).toBeTruthy();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it("refuses to continue the consent until all three boxes are ticked ('약관 동의 필요')", async () => {
    await openModal('googleConsent');
    const modal = await dialog('약관 동의');
    await userEvent.click(within(modal).getByLabelText(/서비스 이용약관에 동의합니다/));
    await userEvent.click(within(modal).getByRole('button', { name: '동의하고 계속하기' }));
    expect(lastToast()).toMatchObject({ title: '약관 동의 필요', variant: 'destructive', description: '서비스 이용을 위해 모든 약관에 동의해주세요.' });
    expect(useModalStore.getState().modal).toBe('googleConsent');
  });
});
