/**
 * The app-wide addresses that features and the shell link to. A feature's own addresses live in
 * the feature (`features/catalogue/course-paths.ts`, …); these are the ones several places share.
 */

/** The landing page: the default redirect target (spec 1 §2 Landing). */
export const HOME_PATH = '/landing-page';
/** Where a signed-in user on a logged-out-only route goes (spec 1 §5), once the dashboard has a page. */
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/register';
export const PROFILE_PATH = '/profile';
/** The public catalogue: where sign-in goes when permitted (spec 1 §4), and what guests are shown the way to. */
export const ALL_COURSES_PATH = '/lms/all-courses';
/** The staff portal (issue 13): its shell and staff pages live under it, in administrator or instructor mode. */
export const PORTAL_PATH = '/portal';
export const PORTAL_ADMIN_PATH = '/portal/admin';
export const PORTAL_INSTRUCTOR_PATH = '/portal/instructor';

/** Whether an address is the portal's (its pages, and the switch link's arrival). */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`);
}
