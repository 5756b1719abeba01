import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { routeTable } from '../route-table';
import { AppFrame } from './app-frame';

// The rows that carry a VIP tab, in their order.
const vipTabs = routeTable.flatMap((row) => (row.vipTab ? [{ label: row.vipTab, href: row.path }] : []));
// Pages only a VIP may stay on: whoever sees them once the session is known sees the tabs.
const vipOnly = new Set(routeTable.flatMap((row) => (row.requires?.includes('vip') ? [row.path as string] : [])));

/** Whether `pathname` is one of the VIP pages (each has a tab), whatever its layout. */
export const isVipPage = (pathname: string) => vipTabs.some((t) => t.href === pathname);

/**
 * The VIP pages' tabs, for a vip member. They wrap onto a second line on a phone rather than scroll out of
 * sight, and the page that is open is marked. On a page only a VIP may stay on they are there from the first
 * screen, before the session is known, so that the page does not move down when they appear.
 */
export function VipTabs() {
  const { pathname } = useLocation();
  const isVip = useAuthStore((s) => (s.isAuthenticated && s.grade === 'vip') || (s.status === 'loading' && vipOnly.has(pathname)));
  if (!isVip) return null;
  return (
    <nav aria-label="VIP 메뉴" className="border-b border-amber-200 bg-amber-50">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-1 px-4 py-2 text-sm sm:px-6">
        {vipTabs.map((t) => (
          <li key={t.href}>
            <NavLink
              to={t.href}
              end
              className={({ isActive }) =>
                cn('block rounded-md px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100', isActive && 'bg-amber-200/70 text-amber-950')
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sidebar layout plus, for a vip member, the VIP pages' tabs (spec layout "vip"; also `/`). */
export function VipLayout() {
  return <AppFrame banner={<VipTabs />} />;
}

