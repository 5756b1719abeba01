import { Link } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-store';
import { routeTable } from '../route-table';
import { AppFrame } from './app-frame';

// The rows that carry a VIP tab, in their order.
const vipTabs = routeTable.flatMap((row) => (row.vipTab ? [{ label: row.vipTab, href: row.path }] : []));

/** The sidebar layout plus, for a vip member, the VIP pages' tabs (spec layout "vip"; also `/`). */
export function VipLayout() {
  const isVip = useAuthStore((s) => s.isAuthenticated && s.grade === 'vip');
  const banner = isVip ? (
    <nav aria-label="VIP 메뉴" className="overflow-x-auto border-b border-amber-200 bg-amber-50">
      <ul className="mx-auto flex w-max gap-1 px-4 py-2 text-sm sm:px-6">
        {vipTabs.map((t) => (
          <li key={t.href}>
            <Link to={t.href} className="rounded-md px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ) : undefined;
  return <AppFrame banner={banner} />;
}
