import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AccountButton } from './account-button';
import { SiteFooter } from './default-layout';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** Sidebar on desktop, a drawer behind a menu button on a phone; `banner` sits above the page. */
export function AppFrame({ banner }: { banner?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <div className="hidden border-r border-slate-200 bg-white lg:block">
        <aside className="sticky top-0 flex h-dvh flex-col px-3 py-4">
          <div className="px-3 pb-5">
            <Logo />
          </div>
          <SidebarNav />
        </aside>
      </div>
      {/* A screen tall at least, so on a short page the footer sits at the bottom, as on the other layouts. */}
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-5">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="메뉴 열기"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <div className="lg:hidden">
            <Logo />
          </div>
          <div className="ml-auto flex items-center gap-2">
            <AccountButton />
          </div>
        </header>
        {banner}
        {/* At least a screen below the header: the footer starts below the fold, so a page whose content arrives after
            the first paint (a lazily loaded page, its data) does not push a visible footer down (layout shift). */}
        <main className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
