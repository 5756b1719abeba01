import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { googleResignupMessage, isWithinResignupLockout } from '@contracts/accounts';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { authInProgress, returnTo, useModalStore } from '@/stores/modal-store';
import { useDeclineGoogleConsent } from '../api/google';
import { useCheckDeleted } from '../api/signup';
import { ui } from '../messages';
import { becomeVisitor, refreshSession, settleWallet } from '../session-sync';

/**
 * Where Google sends the browser back (spec §4): an error → toast; no account → toast; an account
 * that still needs consent → deleted-check, then the consent modal (or the lock-out); else home.
 */
export function OAuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutateAsync: checkDeleted } = useCheckDeleted();
  const { mutateAsync: declineGoogleConsent } = useDeclineGoogleConsent();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The page the visitor was on the way to when asked to log in; a finished login goes there.
    const target = returnTo.take(paths.home.href());
    const home = () => navigate(paths.home.href(), { replace: true });
    void (async () => {
      if (params.get('error')) {
        authInProgress.clear();
        toast({ title: ui.googleError, variant: 'destructive' });
        home();
        return;
      }
      const session = await refreshSession();
      const user = session?.user;
      if (!user) {
        authInProgress.clear();
        toast({ title: ui.googleNoInfo, variant: 'destructive' });
        home();
        return;
      }
      if (user.grade !== '') {
        authInProgress.clear();
        toast({ title: ui.loginSuccessTitle, description: ui.loginSuccessDescription(user.name) });
        navigate(target, { replace: true });
        await settleWallet(user);
        return;
      }
      try {
        const deleted = await checkDeleted(user.email);
        if (deleted.isDeleted && deleted.deletedAt && isWithinResignupLockout(deleted.deletedAt)) {
          toast({ title: ui.resignupBlockedTitle, description: googleResignupMessage(deleted.deletedAt), variant: 'destructive' });
          await declineGoogleConsent().catch(() => undefined);
          home();
          await becomeVisitor();
          return;
        }
      } catch {
        toast({ title: ui.failedTitle, description: ui.checkDeletedFailed, variant: 'destructive' });
        await declineGoogleConsent().catch(() => undefined);
        home();
        await becomeVisitor();
        return;
      }
      home();
      // Spec §4: whatever modal is open closes first; the consent opens 50 ms later.
      await useModalStore.getState().switchTo('googleConsent');
    })();
  }, [navigate, params, checkDeleted, declineGoogleConsent]);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600" role="status">
      <Spinner className="size-8 text-brand-600" label={ui.googleProcessing} />
      <p>{ui.googleFinishing}</p>
    </div>
  );
}
