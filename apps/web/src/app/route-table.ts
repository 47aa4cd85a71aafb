import { matchPath } from 'react-router';
import { DASHBOARD_PATH, HOME_PATH } from '../routing/paths.ts';
import type { RouteEntry, RouteMeta } from '../routing/route-meta.ts';
import { plannedRoutes } from './planned-routes.ts';
import { appRoutes, notFoundRoute } from './routes.ts';

/** Spec 1 §2: "Landing and library routes are hidden when the landing page is not allowed; that flag is currently always true." */
export const LANDING_PAGE_ALLOWED = true;

/** Every route of spec 1 §2 with its meta: the pages that exist and those still planned. */
export const routeTable: readonly RouteEntry[] = [...appRoutes, ...plannedRoutes];

const pagePaths = new Set(appRoutes.map((route) => route.path));

/** Whether a route pattern (e.g. `/lms/my-courses`) has a page in the router yet. */
export function hasPage(path: string): boolean {
  return pagePaths.has(path);
}

/** The route a concrete pathname belongs to (most specific pattern first), among pages or planned ones. */
export function findRoute(pathname: string, routes: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const matches = routes.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  // A static segment beats a parameter: `/lms/courses/:courseId/review` over `/lms/courses/:courseId`.
  return matches.sort((a, b) => specificity(b.path) - specificity(a.path))[0];
}

function specificity(path: string): number {
  return path.split('/').reduce((score, segment) => score + (segment.startsWith(':') ? 1 : 3), 0);
}

/**
 * The meta of a concrete pathname that has a page, else the not-found page's: what the guard
 * decides with. A planned route has no page yet, so its path is the 404 page, open to everyone
 * (a guest is not told to sign in for a page that is not there).
 */
export function findPageMeta(pathname: string): RouteMeta {
  return findRoute(pathname, appRoutes)?.meta ?? notFoundRoute.meta;
}

/** Where a signed-in user on a logged-out-only route goes: the dashboard, while it has no page the landing page. */
export function signedInHomePath(): string {
  return hasPage(DASHBOARD_PATH) ? DASHBOARD_PATH : HOME_PATH;
}

/** Whether a path belongs to sign-in or registration (leaving them forgets the remembered route). */
export function isAuthFlowPath(pathname: string): boolean {
  return /^\/(auth|register)(\/|$)/.test(pathname);
}
