/**
 * The app-wide addresses that features and the shell link to. A feature's own addresses live in
 * the feature (`features/courses/course-paths.ts`, …); these are the ones several places share.
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
