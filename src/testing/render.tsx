import { act, render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes, buildRoutes } from '@/app/router';
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

/** Where the rendered app is and a way to move it, as a test sees the router. */
type TestRouter = { state: { location: Location }; navigate: (to: string) => Promise<void> };

/** Renders the real route table at `path`, as the browser would after navigating there. */
export function renderRoute(path: string) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  const router: TestRouter = {
    state: {
      get location() {
        if (!seen.location) throw new Error('the router has not rendered yet');
        return seen.location;
      },
    },
    navigate: async (to) => {
      await act(async () => {
        await seen.navigate?.(to);
      });
    },
  };
  queryClient.clear();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <AppRoutes routes={buildRoutes()} />
    </MemoryRouter>,
  );
  return { router, ...utils };
}
