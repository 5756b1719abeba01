import { AppFrame } from './app-frame';

/** The tools' layout: menu on the side (spec layout "sidebar"). */
export function SidebarLayout() {
  return <AppFrame />;
}
