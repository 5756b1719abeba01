import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';
import { ui } from '../messages';

// Spec §9: signupComplete switches to login after 3000 ms.
export const SIGNUP_COMPLETE_SWITCH_MS = 3000;

/** Spec §2: says where the verification mail went; opens login (now, or after 3 s) with the email. */
export function SignupCompleteModal() {
  const { email, open } = useModalStore();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (useModalStore.getState().modal === 'signupComplete') open('login', { email });
    }, SIGNUP_COMPLETE_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [email, open]);
  return (
    <div className="space-y-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MailCheck className="size-7" aria-hidden />
      </span>
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{email}</strong>
        {ui.verificationSentTo(email)}
        <br />
        {ui.clickMailLink}
      </p>
      <p className="text-xs text-slate-500">{ui.toLoginSoon}</p>
      <Button className="w-full" size="lg" onClick={() => open('login', { email })}>
        {ui.ok}
      </Button>
    </div>
  );
}
