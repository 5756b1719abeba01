import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Guard } from './guards';
import { DefaultLayout } from './layouts/default-layout';
import { GroupLayout } from './layouts/group-layout';
import { RootLayout } from './layouts/root-layout';
import { SidebarLayout } from './layouts/sidebar-layout';
import { VipLayout } from './layouts/vip-layout';
import { type LayoutName, type RouteSpec, routeTable } from './route-table';
import { ContentPage } from './routes/content-page';
import { ErrorPage } from './routes/error-page';
import { NOT_FOUND_TITLE, NotFoundPage } from './routes/not-found-page';
import { PendingPage } from './routes/pending-page';
import { ProductPage } from './routes/product-page';

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  sidebar: SidebarLayout,
  vip: VipLayout,
  group: GroupLayout,
};

function toRouteObject(spec: RouteSpec): RouteObject {
  const guarded = (page: ReactNode) => (spec.requires.length > 0 ? <Guard requires={spec.requires}>{page}</Guard> : page);
  // Lazily loaded pages bring TanStack Query with them (see lib/query-provider).
  const withQuery = async (page: () => Promise<ReactNode>) => {
    const [{ WithQueryClient }, element] = await Promise.all([import('@/lib/query-provider'), page()]);
    return { element: <WithQueryClient>{guarded(element)}</WithQueryClient> };
  };
  const base = { path: spec.path, handle: { title: spec.title } };
  const summary = spec.summary ? { summary: spec.summary } : {};
  switch (spec.page) {
    case 'terms':
    case 'privacy':
      return {
        ...base,
        lazy: async () => {
          const { TermsPage, PrivacyPage } = await import('./routes/legal-pages');
          return { element: guarded(spec.page === 'terms' ? <TermsPage /> : <PrivacyPage />) };
        },
      };
    case 'profile':
      return {
        ...base,
        lazy: () =>
          withQuery(async () => {
            const { ProfilePage } = await import('./routes/profile-page');
            return <ProfilePage />;
          }),
      };
    case 'oauthCallback':
    case 'resetPassword':
      return {
        ...base,
        lazy: () =>
          withQuery(async () => {
            const { OAuthCallbackPage, ResetPasswordPage } = await import('./routes/account-pages');
            return spec.page === 'oauthCallback' ? <OAuthCallbackPage /> : <ResetPasswordPage />;
          }),
      };
    case 'product':
      return { ...base, element: <ProductPage /> };
    case 'content':
      return { ...base, element: guarded(<ContentPage title={spec.title} {...summary} />) };
    case 'write':
      return { ...base, lazy: () => withQuery(() => import('./routes/write-page').then((m) => <m.WritePage />)) };
    case 'history':
      return { ...base, lazy: () => withQuery(() => import('./routes/history-page').then((m) => <m.HistoryPage />)) };
    case 'prompts':
      return { ...base, lazy: () => withQuery(() => import('./routes/prompts-page').then((m) => <m.PromptsPage />)) };
    case 'shared':
      return { ...base, lazy: () => withQuery(() => import('./routes/shared-post-page').then((m) => <m.SharedPostPage />)) };
    case 'keyword':
      return { ...base, lazy: () => withQuery(() => import('./routes/keyword-page').then((m) => <m.KeywordPage />)) };
    case 'keywordReport':
      return { ...base, lazy: () => withQuery(() => import('./routes/report-pages').then((m) => <m.KeywordReportPage />)) };
    case 'adminReport':
      return { ...base, lazy: () => withQuery(() => import('./routes/report-pages').then((m) => <m.AdminReportPage />)) };
    case 'pending':
      return { ...base, element: guarded(<PendingPage title={spec.title} {...summary} />) };
  }
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
