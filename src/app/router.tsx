import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { progress } from '@/lib/progress';
import { Guard } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { GroupLayout } from './layouts/group-layout';
import { RootLayout } from './layouts/root-layout';
import { SidebarLayout } from './layouts/sidebar-layout';
import { VipLayout } from './layouts/vip-layout';
import type { PageProps } from './page-props';
import { type LayoutName, type RouteSpec, routeTable } from './route-table';
import { ErrorBoundary } from './routes/error-page';
import { NOT_FOUND_TITLE, NotFoundPage } from './routes/not-found-page';

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  sidebar: SidebarLayout,
  vip: VipLayout,
  group: GroupLayout,
};

/**
 * A row's page as its own chunk, loaded on the first visit with the top bar showing; it brings TanStack
 * Query with it (see lib/query-provider), unless the row says `withoutQuery`. Navigations run in a transition (BrowserRouter's default), so the
 * page that is on screen stays there until the next one has loaded.
 */
function lazyPage(load: () => Promise<ComponentType<PageProps>>, withoutQuery = false): ComponentType<PageProps> {
  if (withoutQuery) return lazy(() => progress.track(load().then((Page) => ({ default: Page }))));
  return lazy(() =>
    progress.track(
      Promise.all([import('@/lib/query-provider'), load()]).then(([{ WithQueryClient }, Page]) => ({
        default: (props: PageProps) => (
          <WithQueryClient>
            <Page {...props} />
          </WithQueryClient>
        ),
      })),
    ),
  );
}

function toRouteObject(row: RouteSpec): RouteObject {
  // Every page goes through the guard: one without requirements too may have arrived with its heading (page-frame.tsx).
  const guarded = (page: ReactNode) => <Guard requires={row.requires} title={row.title}>{page}</Guard>;
  const props: PageProps = { title: row.title };
  const base = { path: row.path, handle: { title: row.title } };
  const Page = lazyPage(row.lazy, row.withoutQuery);
  return { ...base, element: guarded(<Page {...props} />) };
}

/** The one route table of the SPA (spec §2) as route objects: root shell → layout → guarded page. */
export function buildRoutes(): RouteObject[] {
  const byLayout = (Object.keys(layouts) as LayoutName[]).map((name) => {
    const Layout = layouts[name];
    const children = routeTable.filter((r) => r.layout === name).map(toRouteObject);
    if (name === 'default') children.push({ path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } });
    return { element: <Layout />, children } satisfies RouteObject;
  });
  return [{ element: <RootLayout />, children: byLayout }];
}

/**
 * The routes, rendered by a declarative router (BrowserRouter in the app, MemoryRouter in tests): the data
 * router would add ≈ 17 KB (gzip) to the first bundle for loaders and actions the app does not use. An error
 * while rendering shows the error page (spec §2); the first page paints once its chunk is there.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </ErrorBoundary>
  );
}

let appRoutes: RouteObject[] | undefined;

export function AppRouter() {
  appRoutes ??= buildRoutes();
  return (
    <BrowserRouter>
      <AppRoutes routes={appRoutes} />
    </BrowserRouter>
  );
}
