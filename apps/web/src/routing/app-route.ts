import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FeatureNamespace } from '../i18n/namespaces.ts';
import { type PageName, type RouteEntry, type RouteMeta, routeMeta } from './route-meta.ts';

/** What a page's data prefetch knows when its route matches: the address and the app's query cache. */
export type RoutePrefetchContext = {
  queryClient: QueryClient;
  /** The route's path parameters (`courseId`, …), as written in the address. */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
};

/**
 * Starts the queries a page shows, without waiting for them: the router calls it when the route
 * matches, so that the page's data is on its way together with its module, its texts and the
 * shell's own data, instead of after them (issue 12). The page's hooks use the same query
 * options and find the answer in the cache.
 */
export type RoutePrefetch = (context: RoutePrefetchContext) => void;

/** A page of the route table: path, meta and the page module, loaded on first visit (every page is its own chunk). */
export type AppRoute = RouteEntry & {
  load: () => Promise<ComponentType>;
  /** The feature namespaces of the page's texts, loaded with the page (the global one always is). */
  namespaces: readonly FeatureNamespace[];
  /** The page's data, started when the route matches. */
  prefetch?: RoutePrefetch;
};

/** What a route changes of the default meta (public, no requirements). */
export type RouteOverrides = Partial<Omit<RouteMeta, 'titleKey'>>;

/** A page route: its path (React Router syntax), its name in `pages.<name>.title`, its module and its rules. */
export function page(path: string, name: PageName, load: AppRoute['load'], overrides: RouteOverrides = {}): AppRoute {
  return { path, meta: routeMeta(path, name, overrides), load, namespaces: [] };
}

/** A page route whose data starts loading when the route matches (`RoutePrefetch`). */
export function prefetching(prefetch: RoutePrefetch, route: AppRoute): AppRoute {
  return { ...route, prefetch };
}

/**
 * A feature's routes with the namespaces their pages' texts are in: the feature's own and those of
 * other features' components its pages show (a unit test checks them against the pages' imports).
 */
export function withNamespaces(namespaces: readonly FeatureNamespace[], routes: readonly AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, namespaces }));
}

/**
 * A page of the staff portal: framed by the portal's shell instead of the learner app's, for
 * signed-in staff only (`rules` name the portal and permissions it needs).
 */
export function portalPage(path: string, name: PageName, load: AppRoute['load'], rules: RouteOverrides): AppRoute {
  return page(path, name, load, {
    requiresAuth: true,
    hasSideMenu: false,
    hasAppBar: false,
    shell: 'portal',
    ...rules,
  });
}

/** A layout that frames a group of pages (the portal's shell): its module and the namespaces of its texts. */
export type PageLayout = Pick<AppRoute, 'load' | 'namespaces'>;

/** The portal's modes: administrators (administrator_portal) and instructors (instructor_portal); its home needs either. */
export const portalRules = {
  any: { memberPermissions: [[M.administratorPortal, M.instructorPortal]] },
  administrator: { memberPermissions: [M.administratorPortal] },
  instructor: { memberPermissions: [M.instructorPortal] },
  /** The organization's settings: administrators who manage the organization (the server's rule of its calls). */
  organization: { memberPermissions: [M.administratorPortal, M.manageOrganization] },
  /** Members administration: administrators of an organization whose plan manages members (the server's rule of its calls). */
  members: { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudMembers] },
} as const satisfies Record<string, RouteOverrides>;

/** Courses (LMS): the area needs the organization's lms and the member's access_courses. */
export const lmsRules = { organizationPermissions: [O.lms], memberPermissions: [M.accessCourses] } as const;
