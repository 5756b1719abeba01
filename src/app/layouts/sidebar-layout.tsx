import { useLocation } from 'react-router-dom';
import { AppFrame } from './app-frame';
import { isVipPage, VipTabs } from './vip-layout';

/** The tools' layout: menu on the side (spec layout "sidebar"). `/vip` is one of them, with the VIP tabs of the other VIP pages. */
export function SidebarLayout() {
  const { pathname } = useLocation();
  return <AppFrame banner={isVipPage(pathname) ? <VipTabs /> : undefined} />;
}
