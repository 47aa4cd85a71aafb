import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import type { ComponentType } from 'react';
import type { FeatureNamespace } from '../i18n/namespaces.ts';
import { type PageName, type RouteEntry, type RouteMeta, routeMeta } from './route-meta.ts';

/** A page of the route table: path, meta and the page module, loaded on first visit (every page is its own chunk). */
export type AppRoute = RouteEntry & {
  load: () => Promise<ComponentType>;
  /** The feature namespaces of the page's texts, loaded with the page (the global one always is). */
  namespaces: readonly FeatureNamespace[];
};

/** What a route changes of the default meta (public, no requirements). */
export type RouteOverrides = Partial<Omit<RouteMeta, 'titleKey'>>;

/** A page route: its path (React Router syntax), its name in `pages.<name>.title`, its module and its rules. */
export function page(path: string, name: PageName, load: AppRoute['load'], overrides: RouteOverrides = {}): AppRoute {
  return { path, meta: routeMeta(path, name, overrides), load, namespaces: [] };
}

/**
 * A feature's routes with the namespaces their pages' texts are in: the feature's own and those of
 * other features' components its pages show (a unit test checks them against the pages' imports).
 */
export function withNamespaces(namespaces: readonly FeatureNamespace[], routes: readonly AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, namespaces }));
}

/** Courses (LMS): the area needs the organization's lms and the member's access_courses. */
export const lmsRules = { organizationPermissions: [O.lms], memberPermissions: [M.accessCourses] } as const;
