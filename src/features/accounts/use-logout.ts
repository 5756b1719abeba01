import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { logout } from './api/logout';
import { sessionWords as ui } from './session-words';
import { becomeVisitor } from './session-sync';

/** Spec §4 logout: clears the session and makes a new temporary account; `after` picks the page. */
export function useLogout(after: () => void) {
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await logout().catch(() => undefined);
      await becomeVisitor();
      after();
      toast({ title: ui.logoutTitle });
    } finally {
      setPending(false);
    }
  };
  return { isPending, mutate: () => void run() };
}
