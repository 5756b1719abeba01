import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '@/app/router';
import { useConfirmStore } from '@/components/ui/confirm-store';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore, visitorState, type AuthState } from '@/stores/auth-store';
import { emptySignupDraft, useModalStore } from '@/stores/modal-store';
import { emptyWallet, useWalletStore } from '@/features/credits';
import { queryClient } from '@/lib/query-provider';
import { buildUserRecord, mockSession } from './msw-server';

/** Resets every client store, then signs in as `auth` (a visitor when omitted); the mocked
 * GET /api/session answers the same, so the app's own session load does not undo it. */
export function resetStores(auth: Partial<AuthState> = {}) {
  const state = { ...visitorState, ...auth };
  useAuthStore.setState(state);
  mockSession.current = state.isAuthenticated
    ? {
        user: buildUserRecord({ grade: state.grade, wantKeywordReport: state.wantKeywordReport, role: state.isAdmin ? 'admin' : 'user' }),
        visitor: null,
        wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 },
        features: { google: auth.googleAvailable ?? true, offlineWriter: auth.offlineWriter ?? true },
      }
    : { user: null, visitor: { id: 'v1', temp_id: 'temp_test', gen_cnt: 99 }, wallet: null, features: { google: auth.googleAvailable ?? true, offlineWriter: auth.offlineWriter ?? true } };
  useWalletStore.setState(emptyWallet);
  useModalStore.setState({ modal: null, previous: null, email: '', signupDraft: emptySignupDraft });
  useToastStore.setState({ toasts: [] });
  useConfirmStore.setState({ show: false, isProcessing: false });
}

/** Renders the real route table at `path`, as the browser would after navigating there. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  queryClient.clear();
  const utils = render(<RouterProvider router={router} />);
  return { router, ...utils };
}
