import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { type AuthState, useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';

/** What a route asks of the user (spec §2 route table, §6 roles). */
export type Requirement = 'signIn' | 'vip' | 'subscription' | 'admin';

export function meets(state: AuthState, requirement: Requirement): boolean {
  switch (requirement) {
    case 'signIn':
      return state.isAuthenticated;
    case 'vip':
      return state.isAuthenticated && state.grade === 'vip';
    case 'subscription':
      return state.isAuthenticated && state.wantKeywordReport;
    case 'admin':
      return state.isAuthenticated && state.isAdmin;
  }
}

/** The first requirement the user does not meet, if any. */
export function firstUnmet(state: AuthState, requires: readonly Requirement[]): Requirement | undefined {
  return requires.find((r) => !meets(state, r));
}

/**
 * Renders its page only when every requirement holds; otherwise goes to `/`, and a visitor who
 * tried a sign-in page gets the login modal there.
 */
export function Guard({ requires, children }: { requires: readonly Requirement[]; children: ReactNode }) {
  const state = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const unmet = state.status === 'ready' ? firstUnmet(state, requires) : undefined;
  // Only a visitor who came here gets the login modal; a member who logs out or deletes the account on
  // this page just goes to / (spec §4).
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (state.isAuthenticated) wasSignedIn.current = true;
  }, [state.isAuthenticated]);
  const needsLogin = unmet !== undefined && !state.isAuthenticated && !wasSignedIn.current;
  useEffect(() => {
    if (needsLogin) openModal('login');
  }, [needsLogin, openModal]);
  if (state.status === 'loading') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (unmet) return <Navigate to={paths.home.href()} replace />;
  return children;
}
