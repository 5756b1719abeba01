import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { VerifiedNotice } from '@/features/accounts/components/verified-notice';
import { useSessionSync } from '@/features/accounts/session-sync';
import { VersionWatcher } from '@/features/app-version/version-watch';
import { progress } from '@/lib/progress';
import { DeferredShell } from './deferred-shell';
import { useTitleOverride } from './document-title';

export const APP_NAME = '글빛';
// How long the top bar shows for a route change that needs no loading.
const ROUTE_PULSE_MS = 250;

function useRouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  useEffect(() => {
    if (navigation.state === 'idle') return;
    progress.start();
    return () => progress.done();
  }, [navigation.state]);
  useEffect(() => {
    progress.start();
    const timer = setTimeout(() => progress.done(), ROUTE_PULSE_MS);
    return () => {
      clearTimeout(timer);
      progress.done();
    };
  }, [location.pathname]);
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  const override = useTitleOverride((s) => s.title);
  const text = override ?? title?.title;
  useEffect(() => {
    document.title = text ? `${text} · ${APP_NAME}` : `${APP_NAME} — 키워드로 쓰는 블로그 글`;
  }, [text]);
}

/** The app shell around every layout: progress bar, modals, confirm dialog, toasts, version watch. */
export function RootLayout() {
  useSessionSync();
  useRouteProgress();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <DeferredShell />
      <VersionWatcher />
      <VerifiedNotice />
      <ScrollRestoration />
    </>
  );
}
