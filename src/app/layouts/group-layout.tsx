import { Outlet } from 'react-router-dom';
import { SiteFooter } from './default-layout';
import { Logo } from './logo';

/** Focused full-screen flows (editor, OAuth landings) without the menu (spec layout "group"). */
export function GroupLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="flex h-14 items-center border-b border-slate-200 px-4 sm:px-6">
        <Logo />
      </header>
      <main className="flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
