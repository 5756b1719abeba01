import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authInProgress, emptyConsentDraft, emptySignupDraft, useModalStore } from './modal-store';

beforeEach(() =>
  useModalStore.setState({ modal: null, previous: null, email: '', signupDraft: emptySignupDraft, consentDraft: emptyConsentDraft }),
);
afterEach(() => vi.useRealTimers());

describe('the modal store (spec §4 transitions)', () => {
  it('remembers which modal opened terms or privacy', () => {
    const s = useModalStore.getState();
    s.open('signup');
    s.open('terms');
    expect(useModalStore.getState()).toMatchObject({ modal: 'terms', previous: 'signup' });
    s.open('login');
    s.open('privacyPolicy');
    expect(useModalStore.getState()).toMatchObject({ modal: 'privacyPolicy', previous: 'login' });
  });

  it('resets the signup form when signup opens with nothing open, but keeps it coming back from terms', () => {
    const s = useModalStore.getState();
    s.open('signup');
    s.updateSignupDraft({ lastName: '홍', firstName: '길동', step: 2, termsAgreed: true });
    s.open('terms');
    s.open('signup');
    expect(useModalStore.getState().signupDraft).toMatchObject({ lastName: '홍', step: 2, termsAgreed: true });
    s.close();
    s.open('signup');
    expect(useModalStore.getState().signupDraft).toEqual(emptySignupDraft);
  });

  it('resets the signup form when signup opens from another modal: signupComplete → login → 회원가입', () => {
    const s = useModalStore.getState();
    s.open('signup');
    s.updateSignupDraft({ lastName: '홍', firstName: '길동', email: 'old@example.kr', step: 2, termsAgreed: true });
    s.open('signupComplete', { email: 'old@example.kr' });
    s.open('login', { email: 'old@example.kr' });
    s.open('signup');
    expect(useModalStore.getState().signupDraft).toEqual(emptySignupDraft);
    s.updateSignupDraft({ lastName: '홍', step: 2 });
    s.open('passwordReset');
    s.open('signup', { email: 'new@example.kr' });
    expect(useModalStore.getState().signupDraft).toEqual({ ...emptySignupDraft, email: 'new@example.kr' });
  });

  it('keeps the Google consent ticks through terms or privacy, and starts them empty otherwise', async () => {
    const s = useModalStore.getState();
    s.open('googleConsent');
    s.updateConsentDraft({ terms: true, privacy: true });
    s.open('privacyPolicy');
    expect(useModalStore.getState().previous).toBe('googleConsent');
    s.open('googleConsent');
    expect(useModalStore.getState().consentDraft).toEqual({ terms: true, privacy: true, email: false });
    s.close();
    s.open('googleConsent');
    expect(useModalStore.getState().consentDraft).toEqual(emptyConsentDraft);
    s.updateConsentDraft({ email: true });
    await s.switchTo('googleConsent', 0);
    expect(useModalStore.getState().consentDraft).toEqual(emptyConsentDraft);
  });

  it('clears the "auth in progress" flag when login or googleConsent closes', () => {
    const s = useModalStore.getState();
    authInProgress.set();
    s.open('signup');
    s.close();
    expect(authInProgress.get()).toBe(true);
    s.open('googleConsent');
    s.close();
    expect(authInProgress.get()).toBe(false);
    authInProgress.set();
    s.open('login');
    s.close();
    expect(authInProgress.get()).toBe(false);
  });

  it('goes from login to googleConsent by closing first and opening 50 ms later', async () => {
    vi.useFakeTimers();
    const s = useModalStore.getState();
    s.open('login');
    const done = s.switchTo('googleConsent');
    expect(useModalStore.getState().modal).toBeNull();
    await vi.advanceTimersByTimeAsync(49);
    expect(useModalStore.getState().modal).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(useModalStore.getState().modal).toBe('googleConsent');
  });
});
