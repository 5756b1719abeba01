import type { LucideIcon } from 'lucide-react';
import type { Requirement } from '../guards';
import { routeTable } from '../route-table';

export type MenuItem = { label: string; href: string; icon: LucideIcon; requires: readonly Requirement[] };

// Spec §2 "Sidebar menu": the rows that carry a menu entry, in their order, with their access rules.
export const sidebarMenu: readonly MenuItem[] = routeTable.flatMap((row) =>
  row.menu ? [{ label: row.title, href: row.path, icon: row.menu.icon, requires: row.requires }] : [],
);

export const SUBSCRIPTION_REQUIRED_MESSAGE = '키워드 리포트를 구독하면 이용할 수 있습니다. 내 정보에서 구독을 켜 주세요.';
