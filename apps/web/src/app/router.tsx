import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { type Location, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import { type LoadOnce, loadOnce } from '../lib/load-once.ts';
import { providePageLoader } from '../routing/page-loaded.ts';
import { HOME_PATH } from '../routing/paths.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { GuardedRedirect } from './guard/guarded-redirect.tsx';
import { NavigationPendingContext } from './navigation-pending.ts';
import { RouteErrorBoundary } from './pages/app-error-page.tsx';
import { redirectRoutes } from './planned-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { hasPage } from './route-table.ts';
import { type AppRoute, appRoutes, notFoundRoute, type PageLayout, portalLayout, publicSiteAliases } from './routes.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { prefetchShellData } from './shell/shell-data.ts';

/**
 * The app's routes, in React Router's declarative mode (docs/decisions/performance.md, "The router
 * without its data layer"): its data router (loaders, lazy routes, `useMatches`) put 15 KiB more
 * on every first page, for what this module does in a few lines.
 * - A visit starts at once what its page needs: the page's module and texts, and its data (the
 *   route's `prefetch`), together with the shell's (`startVisit`).
 * - While the next page's module loads, the page shown stays (`useShownLocation`), as a router
 *   that loads before it navigates would; the staff portal's pages load only once the guard lets
 *   the user in (a learner downloads none of them) and show the guard's loader meanwhile.
 */

/** What each route carries in `handle`: the page it shows, for the shell and the guard. */
type RouteHandle = { page: AppRoute };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/**
 * A page's module and its texts, loaded together once: the page never renders before its
 * namespaces are there. One that failed is asked again at the next visit.
 */
const pageModules = new Map<PageLayout, LoadOnce<ComponentType>>();

function pageModule(layout: PageLayout): LoadOnce<ComponentType> {
  let module = pageModules.get(layout);
  if (!module) {
    module = loadOnce(async () => (await Promise.all([layout.load(), loadNamespaces(layout.namespaces)]))[0]);
    pageModules.set(layout, module);
  }
  return module;
}

/**
 * A page: rendered at once when its module is there, else suspended (`Suspense` shows a loader)
 * until it is; one that failed to load throws to the error page.
 */
function Page({ layout }: { layout: PageLayout }) {
  const module = pageModule(layout);
  const Component = module.current();
  if (Component) return <Component />;
  if (module.failure() !== null) throw module.failure();
  throw module.load();
}

/** Sends the visitor on, keeping the query: a sign-in link aimed at `/` must reach the link entry intact (issue 12). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

function pageRoute(route: AppRoute): RouteObject {
  return { path: route.path, handle: { page: route } satisfies RouteHandle, element: <Page layout={route} /> };
}

let routes: RouteObject[] | null = null;

/** The route objects, built once (their elements name components of modules that import this one). */
function appRouteObjects(): RouteObject[] {
  routes ??= [
    // Addresses that only send the visitor on, before anything renders.
    { index: true, element: <RedirectKeepingQuery to={HOME_PATH} /> },
    ...publicSiteAliases.map(({ path, to }) => ({ path, element: <RedirectKeepingQuery to={to} /> })),
    {
      element: <RootLayout />,
      children: [
        ...appRoutes.filter((route) => route.meta.shell === 'app').map(pageRoute),
        // The portal's pages, under its shell (a layout route without a path of its own).
        {
          element: <Page layout={portalLayout} />,
          children: appRoutes.filter((route) => route.meta.shell === 'portal').map(pageRoute),
        },
        // Redirect-only roots whose targets have pages: the first target the user may open.
        ...redirectRoutes
          .filter((route) => route.targets.some(hasPage))
          .map((route) => ({ path: route.path, element: <GuardedRedirect route={route} /> })),
        pageRoute(notFoundRoute),
      ],
    },
  ];
  return routes;
}

type PageMatch = { page: AppRoute; params: Record<string, string | undefined> } | null;

/** The last addresses matched: the shell, the guard and the visit each ask for the one shown. */
const matched = new Map<string, PageMatch>();

/** The page the app shows at `pathname` (none for an address that only redirects), with its parameters. */
export function matchPage(pathname: string): PageMatch {
  let match = matched.get(pathname);
  if (match === undefined) {
    const last = matchRoutes(appRouteObjects(), pathname)?.at(-1);
    const handle = last?.route.handle;
    match = last && isRouteHandle(handle) ? { page: handle.page, params: last.params } : null;
    if (matched.size >= 20) matched.clear();
    matched.set(pathname, match);
  }
  return match;
}

/** The module of the page at `pathname` when it loads before the page shows (not a portal page: the guard decides first). */
function preloadedModule(pathname: string): LoadOnce<ComponentType> | null {
  const page = matchPage(pathname)?.page;
  return page && page.meta.shell === 'app' ? pageModule(page) : null;
}

// What `pageLoaded` (routing/page-loaded.ts) waits for: the page's module, when it loads before the page shows.
providePageLoader(
  (pathname) =>
    preloadedModule(pathname)
      ?.load()
      .catch(() => undefined) ?? Promise.resolve(),
);

let shellStarted = false;
let lastVisit: string | null = null;

/**
 * Starts what a visit to `location` needs, without waiting: the shell's data (once, at the start),
 * the page's module and texts, and its data (its route's `prefetch`), so that a page waits one
 * round trip, not several in a row (issue 12). `main.tsx` calls it before the first render; the
 * router at each navigation.
 */
export function startVisit(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  if (!shellStarted) {
    shellStarted = true;
    prefetchShellData(queryClient);
  }
  const visit = `${location.pathname}${location.search}`;
  if (visit === lastVisit) return;
  lastVisit = visit;
  preloadedModule(location.pathname)
    ?.load()
    .catch(() => undefined);
  const match = matchPage(location.pathname);
  match?.page.prefetch?.({
    queryClient,
    params: match.params,
    searchParams: new URLSearchParams(location.search),
  });
}

/**
 * The location to show: `location` once its page's module is there, the one shown before until
 * then (its page stays on screen instead of a loader), and at the start none (the app shows its
 * loader, not a shell around an empty page). A module that fails to load shows its location
 * anyway: the page then throws to the error page.
 */
function useShownLocation(location: Location): Location | null {
  const module = preloadedModule(location.pathname);
  const ready = module === null || module.current() !== null;
  const [shown, setShown] = useState(ready ? location : null);
  const [failed, setFailed] = useState<Location | null>(null);
  useEffect(() => {
    if (ready) {
      setShown(location);
      return;
    }
    let current = true;
    module?.load().then(
      () => current && setShown(location),
      () => current && setFailed(location),
    );
    return () => {
      current = false;
    };
  }, [location, module, ready]);
  return ready || failed === location ? location : shown;
}

/** The app's routes at the current address, started by `startVisit` and shown once their page is there. */
export function AppRoutes({ queryClient }: { queryClient: QueryClient }) {
  const location = useLocation();
  startVisit(queryClient, location);
  const shown = useShownLocation(location);
  if (shown === null) return <PageLoader />;
  return (
    <NavigationPendingContext value={shown !== location}>
      <ShownRoutes location={shown} />
    </NavigationPendingContext>
  );
}

function ShownRoutes({ location }: { location: Location }) {
  const element = useRoutes(appRouteObjects(), location);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <ScrollRestoration location={location} />
      {element}
    </RouteErrorBoundary>
  );
}
