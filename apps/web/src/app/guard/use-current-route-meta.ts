import { useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { plannedRoutes } from '../planned-routes.ts';
import { findRoute } from '../route-table.ts';
import { isRouteHandle } from '../router.tsx';
import { notFoundRoute } from '../routes.ts';

/** The meta of the page being shown (the not-found page's when no route claims the path). */
export function useCurrentRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle)?.meta ?? notFoundRoute.meta;
}

/**
 * The meta the guard decides with. A path of a planned route (no page yet) shows the 404 page,
 * but only to those its rules let in: the rules hold before the page exists.
 */
export function useGuardMeta(): RouteMeta {
  const meta = useCurrentRouteMeta();
  const { pathname } = useLocation();
  if (meta !== notFoundRoute.meta) return meta;
  return findRoute(pathname, plannedRoutes)?.meta ?? meta;
}
