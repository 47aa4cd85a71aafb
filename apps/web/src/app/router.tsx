import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import { HOME_PATH } from '../routing/paths.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { GuardedRedirect } from './guard/guarded-redirect.tsx';
import { AppErrorPage } from './pages/app-error-page.tsx';
import { redirectRoutes } from './planned-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { hasPage } from './route-table.ts';
import { type AppRoute, appRoutes, notFoundRoute, publicSiteAliases, type RouteMeta } from './routes.ts';

/** What each route carries in `handle`, read back with `useMatches()`. */
export type RouteHandle = { meta: RouteMeta };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** A page's module and its texts load together: the page never renders before its namespaces are there. */
function pageWithTexts({ load, namespaces }: AppRoute): AppRoute['load'] {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { meta: route.meta } satisfies RouteHandle,
    lazy: { Component: pageWithTexts(route) },
  };
}

/**
 * A route that only sends the visitor on, keeping the query: a sign-in link aimed at it
 * (`/?super_token=…&lang=ar`) must reach the link entry intact (issue 12). The redirect runs
 * before anything renders; the empty element only tells the router that the route has nothing
 * of its own to show (without one it warns on every visit).
 */
function redirectRoute(path: string | null, to: string): RouteObject {
  const loader: LoaderFunction = ({ request }) => redirect(`${to}${new URL(request.url).search}`);
  return path === null ? { index: true, loader, element: null } : { path, loader, element: null };
}

/** Redirect-only roots whose targets have pages: they send the user to the first target they may open. */
const redirectRouteObjects: RouteObject[] = redirectRoutes
  .filter((route) => route.targets.some(hasPage))
  .map((route) => ({ path: route.path, element: <GuardedRedirect route={route} /> }));

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      HydrateFallback: PageLoader,
      ErrorBoundary: AppErrorPage,
      children: [
        redirectRoute(null, HOME_PATH),
        ...appRoutes.map(toRouteObject),
        ...publicSiteAliases.map(({ path, to }) => redirectRoute(path, to)),
        ...redirectRouteObjects,
        toRouteObject(notFoundRoute),
      ],
    },
  ]);
}
