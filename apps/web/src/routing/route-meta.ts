import type { MemberPermissionSlug, OrganizationPermissionSlug } from '@manara/contract';
import type en from '../i18n/en.json';

/** A page's name in the i18n files (`pages.<page>.title`), shown in the document title. */
export type PageName = keyof (typeof en)['pages'];
export type PageTitleKey = `pages.${PageName}.title`;

/**
 * Organization settings a route can depend on (spec 1 §5 Configuration check, §6 route guard
 * inputs). The three anonymous-view flags only matter to guests.
 */
export const ConfigurationFlag = {
  selfRegistration: 'selfRegistration',
  selfEnrollment: 'selfEnrollment',
  marketplace: 'marketplace',
  wallet: 'wallet',
  certificates: 'certificates',
  groups: 'groups',
  anonymousCourseView: 'anonymousCourseView',
  anonymousExternalCourseView: 'anonymousExternalCourseView',
  anonymousEventView: 'anonymousEventView',
} as const;
export type ConfigurationFlag = (typeof ConfigurationFlag)[keyof typeof ConfigurationFlag];

export const ANONYMOUS_VIEW_FLAGS: ReadonlySet<ConfigurationFlag> = new Set([
  ConfigurationFlag.anonymousCourseView,
  ConfigurationFlag.anonymousExternalCourseView,
  ConfigurationFlag.anonymousEventView,
]);

/** A member-permission requirement: one slug, or a group of which any one is enough. */
export type MemberPermissionRequirement = MemberPermissionSlug | readonly MemberPermissionSlug[];

/** What the route guard, the shell and the menus know about a page (spec 1 §6 route guard inputs). */
export type RouteMeta = {
  titleKey: PageTitleKey;
  /** Signed-in users only; a guest gets the 403 page and the route is remembered for after sign-in. */
  requiresAuth: boolean;
  /** Guests only (login, register): a signed-in user goes to the dashboard. */
  requiresLogout: boolean;
  memberPermissions: readonly MemberPermissionRequirement[];
  organizationPermissions: readonly OrganizationPermissionSlug[];
  configuration: readonly ConfigurationFlag[];
  /** Landing and library routes: shown only while the landing page is allowed (spec 1 §2, rule 1 of §5). */
  hiddenUnlessLandingAllowed: boolean;
  /** Whether the side menu shows around the page (signed-in users only). */
  hasSideMenu: boolean;
  /** Public certificate pages show neither app bar nor side menu. */
  hasAppBar: boolean;
  /**
   * The organization's chrome around the page: announcement banner, footer (with its newsletter)
   * and cookies notice. Off on the public certificate page, a bare verification page.
   */
  hasSiteChrome: boolean;
  /**
   * Whose shell frames the page: the learner app's (app bar, side menu, footer), or the staff
   * portal's (its own navigation by area, loaded only once the guard lets the user in).
   */
  shell: 'app' | 'portal';
};

/**
 * Spec 1 §2 App shell: the side menu is hidden on paths starting with /auth, /register,
 * /landing-page, /certificates/{certificateId} and /lms/courses/{courseId}.
 */
export function isSideMenuHiddenPath(path: string): boolean {
  return (
    /^\/(auth|register|landing-page)(\/|$)/.test(path) ||
    /^\/certificates\/[^/]+/.test(path) ||
    /^\/lms\/courses\/[^/]+/.test(path)
  );
}

type MetaOverrides = Partial<Omit<RouteMeta, 'titleKey'>>;

/** The meta of a page: public and without requirements unless `overrides` say otherwise. */
export function routeMeta(path: string, page: PageName, overrides: MetaOverrides = {}): RouteMeta {
  return {
    titleKey: `pages.${page}.title`,
    requiresAuth: false,
    requiresLogout: false,
    memberPermissions: [],
    organizationPermissions: [],
    configuration: [],
    hiddenUnlessLandingAllowed: false,
    hasSideMenu: !isSideMenuHiddenPath(path),
    hasAppBar: true,
    hasSiteChrome: true,
    shell: 'app',
    ...overrides,
  };
}

/** A route of the table: its path (React Router syntax) and meta. */
export type RouteEntry = { path: string; meta: RouteMeta };
