import { create } from 'zustand';

export type AuthModal =
  | 'login'
  | 'signup'
  | 'signupComplete'
  | 'passwordReset'
  | 'terms'
  | 'privacyPolicy'
  | 'googleConsent';

type ModalState = {
  modal: AuthModal | null;
  /** The modal that opened terms or privacy, so they can offer the way back. */
  previous: AuthModal | null;
  /** An email to prefill (login after signup, signup after an unknown reset address). */
  email: string;
  open(modal: AuthModal, options?: { email?: string }): void;
  close(): void;
};

/** The one modal-type state of the authentication modals (spec §2 "Modals"). */
export const useModalStore = create<ModalState>((set, get) => ({
  modal: null,
  previous: null,
  email: '',
  open(modal, options) {
    const current = get().modal;
    const isLegal = modal === 'terms' || modal === 'privacyPolicy';
    set({
      modal,
      previous: isLegal ? current : null,
      email: options?.email ?? get().email,
    });
  },
  close() {
    set({ modal: null, previous: null });
  },
}));
