import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRIVACY_VERSION, TERMS_VERSION } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { useDeclineGoogleConsent, useSaveGoogleConsent } from '../api/google';
import { ui } from '../messages';
import { announceAuthChange, becomeVisitor, refreshSession, settleWallet } from '../session-sync';
import { EmailAgreement } from './email-agreement';
import { LegalLink } from './legal-links';

const REJECTED_AT_KEY = 'google-consent-rejected-at';

/** Spec §4: declined or dismissed → timestamp kept locally, logged out, toast, back to '/'. */
export function useDeclineConsent() {
  const navigate = useNavigate();
  const { mutateAsync: declineGoogleConsent } = useDeclineGoogleConsent();
  return async () => {
    localStorage.setItem(REJECTED_AT_KEY, new Date().toISOString());
    useModalStore.getState().close();
    await declineGoogleConsent().catch(() => undefined);
    toast({ title: ui.signupCancelledTitle, description: ui.signupCancelledDescription });
    navigate(paths.home.href());
    await becomeVisitor();
  };
}

/** Spec §2 googleConsent: the three required boxes, cancel, and "agree and continue". */
export function GoogleConsentModal() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.currentUser);
  const close = useModalStore((s) => s.close);
  // In the store, so the ticks survive a look at the terms or the privacy policy.
  const agreed = useModalStore((s) => s.consentDraft);
  const tick = useModalStore((s) => s.updateConsentDraft);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: saveGoogleConsent } = useSaveGoogleConsent();
  const declineConsent = useDeclineConsent();
  const accept = async () => {
    if (!agreed.terms || !agreed.privacy || !agreed.email) {
      toast({ title: ui.consentRequiredTitle, description: ui.consentRequiredDescription, variant: 'destructive' });
      return;
    }
    if (!user) {
      toast({ title: ui.errorTitle, description: ui.errorDescription, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await saveGoogleConsent({
        userId: user.id,
        termsAgreed: true,
        privacyAgreed: true,
        emailAgreed: true,
        termsVersion: TERMS_VERSION,
        privacyVersion: PRIVACY_VERSION,
      }).catch((err: unknown) => {
        // Spec §8: a lock-out or a refusal stops here; any other saving failure still continues
        // (the consent is asked again at the next visit, since the account keeps no grade).
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) throw err;
        console.warn('약관 동의 저장 실패', err);
      });
      close();
      toast({ title: ui.consentDoneTitle, description: ui.consentDoneDescription });
      navigate(paths.home.href());
      const session = await refreshSession();
      announceAuthChange();
      if (session?.user && session.user.grade !== '') await settleWallet(session.user);
    } catch (err) {
      const lockedOut = err instanceof ApiError && err.code === 'RESIGNUP_LOCKED';
      toast({
        title: lockedOut ? ui.resignupBlockedTitle : ui.failedTitle,
        description: err instanceof ApiError ? err.message : undefined,
        variant: 'destructive',
      });
      if (lockedOut) {
        close();
        navigate(paths.home.href());
        await becomeVisitor();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {ui.googleConsentIntro}
      </p>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-xs font-medium text-slate-500">{ui.agreementsLegend}</legend>
        <Checkbox checked={agreed.terms} onChange={(e) => tick({ terms: e.target.checked })} label={<>{ui.termsAgreement}<LegalLink kind="terms">{ui.view}</LegalLink>)</>} />
        <Checkbox checked={agreed.privacy} onChange={(e) => tick({ privacy: e.target.checked })} label={<>{ui.privacyAgreement}<LegalLink kind="privacyPolicy">{ui.view}</LegalLink>)</>} />
        <EmailAgreement checked={agreed.email} onChange={(e) => tick({ email: e.target.checked })} />
      </fieldset>
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" onClick={() => void declineConsent()} disabled={busy}>
          {ui.cancel}
        </Button>
        <Button size="lg" className="flex-1" onClick={() => void accept()} disabled={busy}>
          {busy ? ui.processing : ui.agreeAndContinue}
        </Button>
      </div>
    </div>
  );
}
