import type { ReactNode } from 'react';

/** Providers that sit outside the router. Server state (TanStack Query) wraps the lazily loaded
 * pages and dialogs instead (see lib/query-provider), to keep the first bundle small. */
export function AppProviders({ children }: { children: ReactNode }) {
  return children;
}
