import { type ComponentType, lazy, Suspense, useState } from 'react';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { progress } from '@/lib/progress';
import { Guard } from './guards';
import { arrivalFrame, arrived, PageFrame } from './page-frame';
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
function lazyPage(load: () => Promise<ComponentType<PageProps>>, withoutQuery = false) {
  // One load per page, shared by the guard (which starts it while the session loads) and React.lazy.
  let loading: Promise<ComponentType<PageProps>> | undefined;
  let loaded: ComponentType<PageProps> | undefined;
  const preload = () =>
    (loading ??= (
      withoutQuery
        ? load()
        : Promise.all([import('@/lib/query-provider'), load()]).then(([{ WithQueryClient, WhenSettled }, Page]) => (props: PageProps) => {
            // The page the browser arrived at with its frame is shown once its first data is in (page-frame.tsx);
            // read once, so the tree keeps its shape after that.
            const [frame] = useState(arrivalFrame);
            return (
              <WithQueryClient>
                {frame === null ? (
                  <Page {...props} />
                ) : (
                  <WhenSettled placeholder={<PageFrame html={frame} />} onShown={arrived}>
                    <Page {...props} />
                  </WhenSettled>
                )}
              </WithQueryClient>
            );
          })
    ).then((page) => (loaded = page)));
  const Lazy = lazy(() => progress.track(preload().then((page) => ({ default: page }))));
  // Code that is already here is rendered as it is: React.lazy suspends on its first render even then, and React
  // holds a suspended page back for up to 300 ms before showing it (measured: the keyword page's data was asked
  // for 340 ms after its code and the session had both arrived).
  const Page = (props: PageProps) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return { Page, preload };
}

function toRouteObject(row: RouteSpec): RouteObject {
  const props: PageProps = { title: row.title };
  const base = { path: row.path, handle: { title: row.title } };
  const { Page, preload } = lazyPage(row.lazy, row.withoutQuery);
  // Every page goes through the guard: one without requirements too may have arrived with its heading (page-frame.tsx).
  return { ...base, element: <Guard requires={row.requires} title={row.title} preload={preload}><Page {...props} /></Guard> };
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
