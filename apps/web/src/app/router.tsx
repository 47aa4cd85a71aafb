import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { type AppRoute, appRoutes, HOME_PATH, notFoundRoute, type RouteMeta } from './routes.ts';

/** What each route carries in `handle`, read back with `useMatches()`. */
export type RouteHandle = { meta: RouteMeta };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

function toRouteObject({ path, meta, load }: AppRoute): RouteObject {
  return {
    path,
    handle: { meta } satisfies RouteHandle,
    lazy: { Component: load },
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      HydrateFallback: PageLoader,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        ...appRoutes.map(toRouteObject),
        toRouteObject(notFoundRoute),
      ],
    },
  ]);
}
