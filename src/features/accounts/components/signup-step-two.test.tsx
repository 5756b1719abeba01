import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptySignupDraft, type SignupDraft, useModalStore } from '@/stores/modal-store';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';
import { signupSubmitProblem } from './signup-step-two';

beforeEach(() => resetStores());

const ready: SignupDraft = { ...emptySignupDraft, step: 2, lastName: '홍', firstName: '길동', email: 'a@b.kr', termsAgreed: true, privacyAgreed: true, emailAgreed: true };

describe('signupSubmitProblem (spec §5 submit checks)', () => {
  it("asks for both names with '이름과 성을 모두 입력해주세요.', counting lone jamo as no name", () => {
    expect(signupSubmitProblem({ ...ready, firstName: '  ' }, 'korea-blog-2025', 'korea-blog-2025')).toBe('이름과 성을 모두 입력해주세요.');
    expect(signupSubmitProblem({ ...ready, lastName: '' }, 'korea-blog-2025', 'korea-blog-2025')).toBe('이름과 성을 모두 입력해주세요.');
    expect(signupSubmitProblem({ ...ready, lastName: 'ㅎ', firstName: 'ㅋㅋ' }, 'korea-blog-2025', 'korea-blog-2025')).toBe('이름과 성을 모두 입력해주세요.');
  });

  it("refuses different passwords with '비밀번호가 일치하지 않습니다.'", () => {
    expect(signupSubmitProblem(ready, 'korea-blog-2025', 'korea-blog-2026')).toBe('비밀번호가 일치하지 않습니다.');
  });

  it("needs all three agreements: '서비스 이용약관, 개인정보처리방침, 이메일 수신에 모두 동의해주세요.'", () => {
    for (const missing of ['termsAgreed', 'privacyAgreed', 'emailAgreed'] as const) {
      expect(signupSubmitProblem({ ...ready, [missing]: false }, 'korea-blog-2025', 'korea-blog-2025')).toBe(
        '서비스 이용약관, 개인정보처리방침, 이메일 수신에 모두 동의해주세요.',
      );
    }
  });

  it('passes a complete form', () => {
    expect(signupSubmitProblem(ready, 'korea-blog-2025', 'korea-blog-2025')).toBeNull();
  });
});

describe('sign-up failures the server did not word (spec §8)', () => {
  async function submitStepTwo() {
    renderRoute('/history');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      useModalStore.getState().open('signup');
      useModalStore.getState().updateSignupDraft(ready);
    });
    const modal = await screen.findByRole('dialog', { name: '회원가입' });
    await userEvent.type(within(modal).getByLabelText('비밀번호'), 'korea-blog-2025');
    await userEvent.type(within(modal).getByLabelText('비밀번호 확인'), 'korea-blog-2025');
    await userEvent.click(within(modal).getByRole('button', { name: '가입하기' }));
    return modal;
  }

  it("shows '회원가입 중 오류가 발생했습니다.' for a proxy's 502 page", async () => {
    server.use(http.post('*/api/users/signup', () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const modal = await submitStepTwo();
    expect(await within(modal).findByRole('alert')).toHaveTextContent(/^회원가입 중 오류가 발생했습니다\.$/);
  });

  it('shows the message our server sent', async () => {
    server.use(http.post('*/api/users/signup', () => HttpResponse.json({ error: { code: 'RESIGNUP_LOCKED', message: '해당 메일은 3월 15일 이후에 재가입이 가능합니다.' } }, { status: 409 })));
    const modal = await submitStepTwo();
    expect(await within(modal).findByRole('alert')).toHaveTextContent('해당 메일은 3월 15일 이후에 재가입이 가능합니다.');
  });
});
