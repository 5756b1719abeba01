import { Outlet } from 'react-router-dom';
import { SiteFooter, SiteHeader } from './default-layout';

/**
 * Focused full-screen flows (editor, OAuth landings) without the menu (spec layout "group"): the same header
 * and footer as the public pages, so the way home, to writing and to the account is where it is everywhere.
 */
export function GroupLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SiteHeader width="max-w-5xl" />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter width="max-w-5xl" />
    </div>
  );
}
