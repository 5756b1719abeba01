import { ChartLine, Frame, type LucideIcon, MessageCircleQuestion } from 'lucide-react';
import type { AppPagePath } from '@contracts/pages';
import type { Requirement } from '../guards';
import { routeTable } from '../route-table';

// The pages outside the spec's sidebar menu, and where a person finds each: every page of the route table
// that someone may open is one click from a menu (the crawl e2e test, tests/e2e/reachable-pages.spec.ts,
// checks it for each role). Labels and access rules come from the route table.

type NavEntry = { label: string; href: AppPagePath; requires: readonly Requirement[] };

const entry = (path: AppPagePath): NavEntry => {
  const row = routeTable.find((r) => r.path === path);
  if (!row) throw new Error(`no route ${path}`);
  return { label: row.title, href: row.path, requires: row.requires };
};

/** The sidebar's second group, under the spec's menu: tools anyone may find. */
export const moreMenu: readonly (NavEntry & { icon: LucideIcon })[] = [
  { ...entry('/kin'), icon: MessageCircleQuestion },
  { ...entry('/imageX'), icon: Frame },
  { ...entry('/rankings'), icon: ChartLine },
];

/** The profile menu (the header's '내 메뉴'): a member's own pages; each shows only when the member may open it. */
export const profileMenu: readonly NavEntry[] = [
  entry('/profile'),
  entry('/vip'),
  entry('/vipProfile'),
  entry('/blog-connect'),
  entry('/site-setting'),
  entry('/kin/zzim'),
  entry('/keyword-report'),
  entry('/vipCreditHistory'),
  entry('/credits/purchase'),
  entry('/credits/manual-charge'),
];

/** The sidebar's admin group, for admins only: every console, the setup checklist first. */
export const adminMenu: readonly NavEntry[] = [
  entry('/admin/setup'),
  entry('/admin/credits'),
  entry('/admin/products'),
  entry('/admin/contents'),
  entry('/admin/keyword-report'),
  entry('/admin/rankings'),
  { ...entry('/zoho-oauth'), label: '메일 연동 (Zoho)' },
];
