import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { type AuthModal, useModalStore } from '@/stores/modal-store';
import { GoogleConsentModal, useDeclineConsent } from './google-consent-modal';
import { LoginModal } from './login-modal';
import { PasswordResetModal } from './password-reset-modal';
import { SignupCompleteModal } from './signup-complete-modal';
import { SignupModal } from './signup-modal';
import { ui } from '../messages';

const LegalModalBody = lazy(() => import('./legal-modal-body').then((m) => ({ default: m.LegalModalBody })));

const titles: Record<AuthModal, string> = ui.modalTitles;

function ModalBody({ modal }: { modal: AuthModal }) {
  switch (modal) {
    case 'login':
      return <LoginModal />;
    case 'signup':
      return <SignupModal />;
    case 'signupComplete':
      return <SignupCompleteModal />;
    case 'passwordReset':
      return <PasswordResetModal />;
    case 'googleConsent':
      return <GoogleConsentModal />;
    case 'terms':
    case 'privacyPolicy':
      return (
        <Suspense fallback={<Spinner className="text-brand-600" />}>
          <LegalModalBody kind={modal} />
        </Suspense>
      );
  }
}

/** Hosts every authentication modal; which one shows is the modal store's one value. */
export function AuthModalContainer() {
  const { modal, previous, open, close } = useModalStore();
  const declineConsent = useDeclineConsent();
  const isLegal = modal === 'terms' || modal === 'privacyPolicy';
  const dismiss = () => {
    // Spec §4: dismissing the consent counts as declining it.
    if (modal === 'googleConsent') void declineConsent();
    // The consent still needs an answer: closing the terms it links to goes back to it, not around it.
    else if (isLegal && previous === 'googleConsent') open('googleConsent');
    else close();
  };
  return (
    <Dialog open={modal !== null} onOpenChange={(open) => (open ? undefined : dismiss())}>
      {modal ? (
        <DialogContent key={modal} title={titles[modal]} className={isLegal ? 'sm:max-w-2xl' : undefined}>
          <ModalBody modal={modal} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
