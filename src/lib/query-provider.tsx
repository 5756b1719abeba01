import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from './query-client';

// One cache for the whole app. Only code that loads after the first paint (pages, dialogs) needs
// TanStack Query, so each of those wraps itself here instead of the root: the same client, a
// smaller first bundle.
export const queryClient = createQueryClient();

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** How long no query may be running before a page held back on arrival is shown. */
const QUIET_MS = 150;
/** Shown by then whatever its queries are doing. */
const MAX_HOLD_MS = 2000;

/**
 * Mounts and lays out `children` at once but shows `placeholder` over them until the queries they start have answered
 * (no query running for QUIET_MS, at most MAX_HOLD_MS): a page that arrived as its frame (src/app/page-frame.tsx)
 * then appears laid out with its data, instead of drawing its loading states and moving as each list answers
 * (Lighthouse measured CLS 0.10–0.16 on /automation, /auto-posting and /admin/credits from those moves).
 */
export function WhenSettled({ placeholder, onShown, children }: { placeholder: ReactNode; onShown?: () => void; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) {
      onShown?.();
      return;
    }
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // After the children's effects: the queries they start on mount are running by now.
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() === 0) quiet = setTimeout(() => setShown(true), QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    const cap = setTimeout(() => setShown(true), MAX_HOLD_MS);
    return () => {
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(cap);
    };
  }, [shown, onShown]);
  // Laid out while unseen (visibility, not display): showing it is a paint, not the layout of a whole page in one
  // task (display:none put 150–250 ms of blocking time on the reveal). The placeholder lies over it meanwhile.
  return (
    <div className="relative">
      {shown ? null : <div className="absolute inset-x-0 top-0">{placeholder}</div>}
      <div className={shown ? undefined : 'invisible'}>{children}</div>
    </div>
  );
}
