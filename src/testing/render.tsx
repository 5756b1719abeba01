import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '@/app/router';
import { useConfirmStore } from '@/components/ui/confirm-store';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore, visitorState, type AuthState } from '@/features/auth/auth-store';
import { useModalStore } from '@/features/auth/modal-store';
import { createQueryClient } from '@/lib/query-client';

/** Resets every client store, then signs in as `auth` (a visitor when omitted). */
export function resetStores(auth: Partial<AuthState> = {}) {
  useAuthStore.setState({ ...visitorState, ...auth }, true);
  useModalStore.setState({ modal: null, previous: null, email: '' });
  useToastStore.setState({ toasts: [] });
  useConfirmStore.setState({ show: false, isProcessing: false });
}

/** Renders the real route table at `path`, as the browser would after navigating there. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...utils };
}
