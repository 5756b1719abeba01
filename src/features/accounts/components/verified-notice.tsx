import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { ui } from '../messages';
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
    toast({ title: ui.verifiedTitle, description: ui.verifiedDescription });
    void (async () => {
      const session = await refreshSession();
      announceAuthChange();
      if (session?.user) await settleWallet(session.user);
    })();
    setParams((p) => {
      p.delete('verified');
      return p;
    }, { replace: true });
  }, [verified, setParams]);
  return null;
}
