import { create } from 'zustand';

export type AuthModal =
  | 'login'
  | 'signup'
  | 'signupComplete'
  | 'passwordReset'
  | 'terms'
  | 'privacyPolicy'
  | 'googleConsent';

export type SignupDraft = {
  step: 1 | 2;
  lastName: string;
  firstName: string;
  email: string;
  termsAgreed: boolean;
  privacyAgreed: boolean;
  emailAgreed: boolean;
};

export const emptySignupDraft: SignupDraft = {
  step: 1,
  lastName: '',
  firstName: '',
  email: '',
  termsAgreed: false,
  privacyAgreed: false,
  emailAgreed: false,
};

/** The three boxes of the Google consent, kept while the user reads the terms or the privacy policy. */
export type ConsentDraft = { terms: boolean; privacy: boolean; email: boolean };
export const emptyConsentDraft: ConsentDraft = { terms: false, privacy: false, email: false };

// Spec §9: login → googleConsent waits 50 ms after closing.
export const LOGIN_TO_CONSENT_DELAY_MS = 50;
const AUTH_IN_PROGRESS_KEY = 'auth:in-progress';

const RETURN_TO_KEY = 'auth:return-to';

/**
 * The page a visitor asked for before being asked to log in (a guarded page, a menu item): login, Google's
 * round trip included, returns there instead of to `/`. Kept for the tab only, and only for one login.
 */
export const returnTo = {
  set: (path: string) => sessionStorage.setItem(RETURN_TO_KEY, path),
  /** The page to go to after login, once; `/` when none was asked for. */
  take: (fallback = '/') => {
    const path = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    // Only a page of this app, never another site.
    return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
  },
  clear: () => sessionStorage.removeItem(RETURN_TO_KEY),
};

/** The "auth in progress" flag a Google redirect leaves behind (spec §4). */
export const authInProgress = {
  set: () => sessionStorage.setItem(AUTH_IN_PROGRESS_KEY, String(Date.now())),
  get: () => sessionStorage.getItem(AUTH_IN_PROGRESS_KEY) !== null,
  clear: () => sessionStorage.removeItem(AUTH_IN_PROGRESS_KEY),
};

type ModalState = {
  modal: AuthModal | null;
  /** The modal that opened terms or privacy, so they can offer the way back. */
  previous: AuthModal | null;
  /** An email to prefill (login after signup, signup after an unknown reset address). */
  email: string;
  /** Why login is asked for ('키워드 분석 페이지는 로그인하면 쓸 수 있어요.'), shown at the top of the login modal. */
  reason: string | null;
  /** The sign-up form, kept while the member reads the terms or the privacy policy. */
  signupDraft: SignupDraft;
  consentDraft: ConsentDraft;
  /** `reason` says why login is asked for; `returnTo` is the page to open after it. */
  open(modal: AuthModal, options?: { email?: string; reason?: string; returnTo?: string }): void;
  close(): void;
  /** Closes, then opens `modal` after `delayMs` (spec §4: login → googleConsent after 50 ms). */
  switchTo(modal: AuthModal, delayMs?: number): Promise<void>;
  updateSignupDraft(patch: Partial<SignupDraft>): void;
  updateConsentDraft(patch: Partial<ConsentDraft>): void;
};

const isLegalModal = (modal: AuthModal | null) => modal === 'terms' || modal === 'privacyPolicy';

/** The one modal-type state of the authentication modals (spec §2 "Modals", §4 transitions). */
export const useModalStore = create<ModalState>((set, get) => ({
  modal: null,
  previous: null,
  email: '',
  reason: null,
  signupDraft: emptySignupDraft,
  consentDraft: emptyConsentDraft,
  open(modal, options) {
    const current = get().modal;
    const patch: Partial<ModalState> = {
      modal,
      previous: isLegalModal(modal) ? current : null,
      email: options?.email ?? get().email,
      // A reason belongs to the login it was given with; moving between the modals (signup, reset) keeps it.
      reason: options?.reason ?? (current === null ? null : get().reason),
    };
    if (options?.returnTo) returnTo.set(options.returnTo);
    else if (current === null) returnTo.clear();
    // Spec §4: a form survives only the round-trip through terms or privacy; opened from
    // anywhere else (closed, login, passwordReset, signupComplete…) it starts empty.
    const returning = isLegalModal(current);
    if (modal === 'signup' && !returning) patch.signupDraft = { ...emptySignupDraft, email: options?.email ?? '' };
    if (modal === 'googleConsent' && !returning) patch.consentDraft = emptyConsentDraft;
    set(patch);
  },
  close() {
    const current = get().modal;
    if (current === 'login' || current === 'googleConsent') authInProgress.clear();
    set({ modal: null, previous: null, reason: null });
  },
  async switchTo(modal, delayMs = LOGIN_TO_CONSENT_DELAY_MS) {
    get().close();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    get().open(modal);
  },
  updateSignupDraft(patch) {
    set((s) => ({ signupDraft: { ...s.signupDraft, ...patch } }));
  },
  updateConsentDraft(patch) {
    set((s) => ({ consentDraft: { ...s.consentDraft, ...patch } }));
  },
}));
