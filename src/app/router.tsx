import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Guard } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { GroupLayout } from './layouts/group-layout';
import { RootLayout } from './layouts/root-layout';
import { SidebarLayout } from './layouts/sidebar-layout';
import { VipLayout } from './layouts/vip-layout';
import { type LayoutName, type PageProps, type RouteSpec, routeTable } from './route-table';
import { ErrorPage } from './routes/error-page';
import { NOT_FOUND_TITLE, NotFoundPage } from './routes/not-found-page';
import { PendingPage } from './routes/pending-page';

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  sidebar: SidebarLayout,
  vip: VipLayout,
  group: GroupLayout,
};

function toRouteObject(row: RouteSpec): RouteObject {
  const guarded = (page: ReactNode) => (row.requires.length > 0 ? <Guard requires={row.requires}>{page}</Guard> : page);
  const props: PageProps = { title: row.title, ...(row.summary ? { summary: row.summary } : {}) };
  const base = { path: row.path, handle: { title: row.title } };
  const load = row.lazy;
  if (!load) return { ...base, element: guarded(<PendingPage {...props} />) };
  return {
    ...base,
    // Pages load after the first paint and bring TanStack Query with them (see lib/query-provider).
    lazy: async () => {
      const [{ WithQueryClient }, Page] = await Promise.all([import('@/lib/query-provider'), load()]);
      return { element: <WithQueryClient>{guarded(<Page {...props} />)}</WithQueryClient> };
    },
  };
}

/** The one route table of the SPA (spec §2) as route objects: root shell → layout → guarded page. */
export function buildRoutes(): RouteObject[] {
  const byLayout = (Object.keys(layouts) as LayoutName[]).map((name) => {
    const Layout = layouts[name];
    const children = routeTable.filter((r) => r.layout === name).map(toRouteObject);
    if (name === 'default') children.push({ path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } });
    return { element: <Layout />, children } satisfies RouteObject;
  });
  return [{ element: <RootLayout />, errorElement: <ErrorPage />, children: byLayout }];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
