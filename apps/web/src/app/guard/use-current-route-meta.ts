import { useLocation } from 'react-router';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { findPageMeta } from '../route-table.ts';
import { matchPage } from '../router.tsx';
import { notFoundRoute } from '../routes.ts';

/** The meta of the page being shown (the not-found page's when no route claims the path). */
export function useCurrentRouteMeta(): RouteMeta {
  return matchPage(useLocation().pathname)?.page.meta ?? notFoundRoute.meta;
}

/**
 * The meta the guard decides with: the page's. A path without a page, unknown or planned, is the
 * 404 page for everyone (issue 12): a planned route's rules apply once its page exists.
 */
export function useGuardMeta(): RouteMeta {
  return findPageMeta(useLocation().pathname);
}
