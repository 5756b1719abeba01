import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { sessionWords as ui } from '../session-words';
import { refreshSession } from '../session-sync';

/** The email-verification link lands on `/?verified=1`: say so once and tidy the address. */
export function VerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified') === '1';
  useEffect(() => {
    if (!verified) return;
    toast({ title: ui.verifiedTitle, description: ui.verifiedDescription });
    void refreshSession();
    setParams((p) => {
      p.delete('verified');
      return p;
    }, { replace: true });
  }, [verified, setParams]);
  return null;
}
