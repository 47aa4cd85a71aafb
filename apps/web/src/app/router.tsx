import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import { HOME_PATH } from '../routing/paths.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { GuardedRedirect } from './guard/guarded-redirect.tsx';
import { AppErrorPage } from './pages/app-error-page.tsx';
import { redirectRoutes } from './planned-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { hasPage } from './route-table.ts';
import {
  type AppRoute,
  appRoutes,
  notFoundRoute,
  type PageLayout,
  portalLayout,
  publicSiteAliases,
  type RouteMeta,
} from './routes.ts';
import { prefetchShellData } from './shell/shell-data.ts';

/** What each route carries in `handle`, read back with `useMatches()`. */
export type RouteHandle = { meta: RouteMeta };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** A page's module and its texts load together: the page never renders before its namespaces are there. */
function pageWithTexts({ load, namespaces }: PageLayout): AppRoute['load'] {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

/**
 * A module loaded when it first renders, not when its route matches: the staff portal's shell and
 * pages render only inside the guard's `allow`, so whoever the guard turns away downloads none of
 * their code (a route's `lazy` would load it while matching, before the guard decides).
 */
function whenRendered(module: PageLayout): ComponentType {
  const load = pageWithTexts(module);
  return lazy(async () => ({ default: await load() }));
}

/**
 * A page's route: its module and texts load when it matches, and so does its data (its
 * `prefetch`), without waiting: the loader answers at once, the page's queries find the answers.
 */
function toRouteObject(route: AppRoute, queryClient: QueryClient): RouteObject {
  const { prefetch } = route;
  return {
    path: route.path,
    handle: { meta: route.meta } satisfies RouteHandle,
    lazy: { Component: pageWithTexts(route) },
    loader: prefetch
      ? ({ params, request }) => {
          prefetch({ queryClient, params, searchParams: new URL(request.url).searchParams });
          return null;
        }
      : undefined,
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

/** The portal's pages, under its shell (a layout route without a path of its own). */
function portalRouteObject(): RouteObject {
  return {
    Component: whenRendered(portalLayout),
    children: appRoutes
      .filter((route) => route.meta.shell === 'portal')
      .map((route) => ({
        path: route.path,
        handle: { meta: route.meta } satisfies RouteHandle,
        Component: whenRendered(route),
      })),
  };
}

/** Redirect-only roots whose targets have pages: they send the user to the first target they may open. */
const redirectRouteObjects: RouteObject[] = redirectRoutes
  .filter((route) => route.targets.some(hasPage))
  .map((route) => ({ path: route.path, element: <GuardedRedirect route={route} /> }));

/**
 * The app's router. Creating it starts the first navigation: the shell's data and the page's
 * (module, texts, data) are all requested at once, before anything renders.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // The shell's data, once at the start; afterwards its queries keep themselves fresh.
      loader: () => {
        prefetchShellData(queryClient);
        return null;
      },
      shouldRevalidate: () => false,
      HydrateFallback: PageLoader,
      ErrorBoundary: AppErrorPage,
      children: [
        redirectRoute(null, HOME_PATH),
        ...appRoutes.filter((route) => route.meta.shell === 'app').map((route) => toRouteObject(route, queryClient)),
        portalRouteObject(),
        ...publicSiteAliases.map(({ path, to }) => redirectRoute(path, to)),
        ...redirectRouteObjects,
        toRouteObject(notFoundRoute, queryClient),
      ],
    },
  ]);
}
