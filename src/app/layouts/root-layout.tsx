import { useEffect, useLayoutEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useSessionSync, VerifiedNotice } from '@/features/accounts';
import { routeShown } from '@/lib/next-route';
import { progress } from '@/lib/progress';
import { DeferredShell } from './deferred-shell';
import { routeTable } from '../route-table';
import { NOT_FOUND_TITLE } from '../routes/not-found-page';
import { useTitleOverride } from './document-title';

export const APP_NAME = '글빛';
// How long the top bar shows for a route change that needs no loading.
const ROUTE_PULSE_MS = 250;

// A page's own loading shows the bar too: router.tsx tracks each page chunk while it loads.
function useRouteProgress() {
  const location = useLocation();
  useEffect(() => {
    routeShown(location.pathname);
    progress.start();
    const timer = setTimeout(() => progress.done(), ROUTE_PULSE_MS);
    return () => {
      clearTimeout(timer);
      progress.done();
    };
  }, [location.pathname]);
}

// The route table's titles, ranked the way the router ranks its routes (`/history` before `/:product`).
const titled = [...routeTable.map((r) => ({ path: r.path, title: r.title })), { path: '*', title: NOT_FOUND_TITLE }];

function useDocumentTitle() {
  const { pathname } = useLocation();
  const title = matchRoutes(titled, pathname)?.at(-1)?.route.title;
  const override = useTitleOverride((s) => s.title);
  const exact = useTitleOverride((s) => s.exact && s.title !== null);
  const text = override ?? title;
  useEffect(() => {
    document.title = exact && text ? text : text ? `${text} · ${APP_NAME}` : `${APP_NAME} — 키워드로 쓰는 블로그 글`;
  }, [text, exact]);
}

const scrollPositions = new Map<string, number>();

/**
 * What the data router's ScrollRestoration did: a new page starts at the top (or at its #hash), and Back or
 * Forward returns to where that entry was left.
 */
function useScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = scrollPositions.get(location.key);
    if (type === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView?.();
    else if (type !== 'POP') window.scrollTo(0, 0);
    // Where this entry is left, kept as the reader scrolls (by the time the next page commits, the old
    // one is gone and the window may have been clamped to the new page's height).
    const save = () => scrollPositions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key, location.hash, type]);
}

/**
 * Marks the document `data-ready` once the SPA has taken the page over: its effects run only after React
 * hydrated the server's HTML (or drew the page). Until then a page rendered on the server shows, but its
 * buttons do nothing; the end-to-end suite waits for this mark before it acts.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}

// The version watch polls every 60 s: its code loads half a poll in, or when the tab comes back, whichever is first.
const VERSION_WATCH_AFTER_MS = 30_000;

/** Watches for a new deployment (its code loads after the page's first load, when it has something to do). */
function useVersionWatch() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
      import('@/features/app-version/lazy/version-watch').then(
        ({ startVersionWatch }) => {
          if (!gone) stop = startVersionWatch();
        },
        () => undefined,
      );
    };
    const timer = setTimeout(start, VERSION_WATCH_AFTER_MS);
    document.addEventListener('visibilitychange', start);
    return () => {
      gone = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
      stop?.();
    };
  }, []);
}

/** The app shell around every layout: progress bar, modals, confirm dialog, toasts, version watch. */
export function RootLayout() {
  useReadyMark();
  useVersionWatch();
  useSessionSync();
  useRouteProgress();
  useDocumentTitle();
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <DeferredShell />
      <VerifiedNotice />
    </>
  );
}
