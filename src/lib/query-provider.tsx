import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One cache for the whole app. Only code that loads after the first paint (pages, dialogs) needs
// TanStack Query, so each of those wraps itself here instead of the root: the same client, a
// smaller first bundle.
export const queryClient = createQueryClient();

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
