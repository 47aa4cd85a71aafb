import { accessRoutes } from '../features/access/routes.ts';
import { authRoutes } from '../features/auth/routes.ts';
import { catalogueRoutes } from '../features/catalogue/routes.ts';
import { certificateAdminRoutes } from '../features/certificates/admin-routes.ts';
import { certificateRoutes } from '../features/certificates/routes.ts';
import { courseAuthoringRoutes } from '../features/course-authoring/routes.ts';
import { devRoutes } from '../features/dev/routes.ts';
import { landingRoutes } from '../features/landing/routes.ts';
import { learningRoutes } from '../features/learning/routes.ts';
import { memberRoutes } from '../features/members/routes.ts';
import { notificationRoutes } from '../features/notifications/routes.ts';
import { organizationRoutes } from '../features/organizations/routes.ts';
import { portalLayout, portalRoutes } from '../features/portal/routes.ts';
import { publicSiteRoutes } from '../features/public-site/routes.ts';
import { reviewAdminRoutes } from '../features/reviews/admin-routes.ts';
import { reviewRoutes } from '../features/reviews/routes.ts';
import { specializationAdminRoutes } from '../features/specializations/admin-routes.ts';
import { specializationRoutes } from '../features/specializations/routes.ts';
import { supportAdminRoutes } from '../features/support/admin-routes.ts';
import { supportRoutes } from '../features/support/routes.ts';
import { userRoutes } from '../features/users/routes.ts';
import { type AppRoute, page } from '../routing/app-route.ts';
import { HOME_PATH } from '../routing/paths.ts';

export type { AppRoute, PageLayout } from '../routing/app-route.ts';
export type { PageTitleKey, RouteMeta } from '../routing/route-meta.ts';

/**
 * Every page of the app with its meta, gathered from the features' `routes.ts`. The router
 * builds its routes from this table; no feature imports it.
 */
export const appRoutes: readonly AppRoute[] = [
  // The public site (spec 1 §2 Landing, Profile and miscellaneous).
  ...landingRoutes,
  ...publicSiteRoutes,
  ...supportRoutes,
  // Accounts (issue 3): sign-in, registration, password reset, profile, dev mailbox.
  ...authRoutes,
  ...userRoutes,
  ...devRoutes,
  // Notifications (spec 1 §2): the page of them all; the bell is in the shell.
  ...notificationRoutes,
  // Certificates, course reviews and specializations (spec 1 §2).
  ...certificateRoutes,
  ...reviewRoutes,
  ...specializationRoutes,
  // Courses: the course content area and the catalogue.
  ...learningRoutes,
  ...catalogueRoutes,
  // The staff portal (issue 13): its home and modes, then each domain's staff pages.
  ...portalRoutes,
  ...organizationRoutes,
  ...memberRoutes,
  ...courseAuthoringRoutes,
  ...accessRoutes,
  ...specializationAdminRoutes,
  ...reviewAdminRoutes,
  ...supportAdminRoutes,
  ...certificateAdminRoutes,
];

/** The staff portal's shell, around its pages (`meta.shell === 'portal'`). */
export { portalLayout };

/** Short addresses of the public pages (e.g. links printed elsewhere) lead to the pages under /landing-page. */
export const publicSiteAliases: readonly { path: string; to: string }[] = appRoutes
  .filter((route) => route.path.startsWith(`${HOME_PATH}/`))
  .map((route) => ({ path: route.path.slice(HOME_PATH.length), to: route.path }));

/** Shown for any path no route claims. */
export const notFoundRoute: AppRoute = page(
  '*',
  'notFound',
  async () => (await import('../ui/not-found-page.tsx')).NotFoundPage,
);
