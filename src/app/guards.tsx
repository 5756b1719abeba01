import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { type AuthState, useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { PageFrame, renderingWholePage, servedFrame } from './page-frame';

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

/**
 * Why a page did not open, in the words the visitor or member is shown ('키워드 분석 페이지는 로그인하면 쓸 수 있어요.').
 * '페이지는' reads right after any title, so every page's first screen does without the particle library.
 */
export const guardMessages = {
  signIn: (page: string) => `${page} 페이지는 로그인하면 쓸 수 있어요.`,
  vip: (page: string) => `${page} 페이지는 VIP 회원만 쓸 수 있어요.`,
  subscription: (page: string) => `${page} 페이지는 키워드 리포트를 구독하면 쓸 수 있어요. 내 정보에서 구독을 켜 주세요.`,
  admin: (page: string) => `${page} 페이지는 관리자만 쓸 수 있어요.`,
} satisfies Record<Requirement, (page: string) => string>;

/** The first requirement the user does not meet, if any. */
export function firstUnmet(state: AuthState, requires: readonly Requirement[]): Requirement | undefined {
  return requires.find((r) => !meets(state, r));
}

/**
 * Renders its page only when every requirement holds; otherwise goes to `/` (spec §2). There a visitor who
 * tried a sign-in page gets the login modal, told why, and comes back to the page after logging in; a
 * member is told what the page needs. Until the session is known, and then until the page's code is there,
 * a page that arrived with its heading from the server (page-frame.tsx) keeps showing it.
 */
export function Guard({
  requires,
  title,
  preload,
  children,
}: {
  requires: readonly Requirement[];
  title: string;
  /** Starts loading the page's code (a page that arrived with its heading loads it beside the session). */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const state = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const { pathname, search } = useLocation();
  const unmet = state.status === 'ready' ? firstUnmet(state, requires) : undefined;
  // Only a visitor who came here gets the login modal; a member who logs out or deletes the account on
  // this page just goes to / (spec §4).
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (state.isAuthenticated) wasSignedIn.current = true;
  }, [state.isAuthenticated]);
  const needsLogin = unmet !== undefined && !state.isAuthenticated && !wasSignedIn.current;
  const refusedMember = unmet !== undefined && state.isAuthenticated ? unmet : undefined;
  useEffect(() => {
    if (needsLogin) openModal('login', { reason: guardMessages.signIn(title), returnTo: `${pathname}${search}` });
    // The effect runs once per arrival: the redirect unmounts the guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLogin]);
  useEffect(() => {
    if (refusedMember) toast({ title: guardMessages[refusedMember](title) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedMember]);
  const frame = renderingWholePage() ? null : servedFrame(pathname);
  const loading = state.status === 'loading';
  useEffect(() => {
    if (frame !== null && loading) preload?.().catch(() => undefined);
    // Once, on arrival: the page's code is asked for while the session is, not after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (renderingWholePage()) return children;
  if (state.status === 'loading') {
    if (frame !== null) return <PageFrame html={frame} />;
    if (requires.length === 0) return children;
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (unmet) return <Navigate to={paths.home.href()} replace />;
  return frame === null ? children : <Suspense fallback={<PageFrame html={frame} />}>{children}</Suspense>;
}
