import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { sessionWords as ui } from '../session-words';
import { announceAuthChange, refreshSession, settleWallet } from '../session-sync';

/**
 * The email-verification link lands on `/?verified=1`, signed in by the server: say so once, load the member
 * (and the wallet, as a login does), tell the other tabs, and tidy the address.
 */
export function VerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified') === '1';
  useEffect(() => {
    if (!verified) return;
    void (async () => {
      const session = await refreshSession();
      announceAuthChange();
      const credited = session?.user ? await settleWallet(session.user) : false;
      // One toast shows at a time: said last, the verification is not replaced by the welcome bonus's toast, and names it.
      toast({ title: ui.verifiedTitle, description: credited ? ui.verifiedWithBonus : ui.verifiedDescription });
    })();
    setParams((p) => {
      p.delete('verified');
      return p;
    }, { replace: true });
  }, [verified, setParams]);
  return null;
}
