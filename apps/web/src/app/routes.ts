import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import type { ComponentType } from 'react';
import { ConfigurationFlag as C, type PageName, type RouteEntry, type RouteMeta, routeMeta } from './route-meta.ts';

export type { PageTitleKey, RouteMeta } from './route-meta.ts';

export type AppRoute = RouteEntry & {
  /** The page module, loaded on first visit so that every page is its own chunk. */
  load: () => Promise<ComponentType>;
};

type Overrides = Partial<Omit<RouteMeta, 'titleKey'>>;

function page(path: string, name: PageName, load: AppRoute['load'], overrides: Overrides = {}): AppRoute {
  return { path, meta: routeMeta(path, name, overrides), load };
}

/** The landing page: the default redirect target (spec 1 §2 Landing). */
export const HOME_PATH = '/landing-page';
/** Where a signed-in user on a logged-out-only route goes (spec 1 §5), once the dashboard has a page. */
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const REGISTER_PATH = '/register';
export const PROFILE_PATH = '/profile';

/** Spec 1 §2: "Landing and library routes are hidden when the landing page is not allowed; that flag is currently always true." */
export const LANDING_PAGE_ALLOWED = true;

const landing = { hiddenUnlessLandingAllowed: true } as const;
const loggedOutOnly = { requiresLogout: true } as const;

/** The public site (spec 1 §2 Landing, Profile and miscellaneous): every page under /landing-page. */
const publicSiteRoutes: AppRoute[] = [
  page(
    HOME_PATH,
    'landing',
    async () => (await import('../features/landing/pages/landing-page.tsx')).LandingPage,
    landing,
  ),
  page(
    '/landing-page/leadership-development',
    'leadershipDevelopment',
    async () =>
      (await import('../features/public-site/pages/leadership-development-page.tsx')).LeadershipDevelopmentPage,
    landing,
  ),
  page(
    '/landing-page/executive-coach',
    'executiveCoach',
    async () => (await import('../features/public-site/pages/executive-coach-page.tsx')).ExecutiveCoachPage,
    landing,
  ),
  page(
    '/landing-page/professional-leadership',
    'professionalLeadership',
    async () =>
      (await import('../features/public-site/pages/professional-leadership-page.tsx')).ProfessionalLeadershipPage,
    landing,
  ),
  page(
    '/landing-page/webinars',
    'webinars',
    async () => (await import('../features/public-site/pages/webinars-page.tsx')).WebinarsPage,
    landing,
  ),
  page(
    '/landing-page/about-us',
    'aboutUs',
    async () => (await import('../features/public-site/pages/about-us-page.tsx')).AboutUsPage,
    landing,
  ),
  page(
    '/landing-page/privacy-policy',
    'privacyPolicy',
    async () => (await import('../features/public-site/pages/privacy-policy-page.tsx')).PrivacyPolicyPage,
    landing,
  ),
  page(
    '/landing-page/education-ethics',
    'educationEthics',
    async () => (await import('../features/public-site/pages/education-ethics-page.tsx')).EducationEthicsPage,
    landing,
  ),
  page(
    '/landing-page/terms-of-use',
    'termsOfUse',
    async () => (await import('../features/public-site/pages/terms-of-use-page.tsx')).TermsOfUsePage,
    landing,
  ),
  page(
    '/landing-page/contact-us',
    'contactUs',
    async () => (await import('../features/support/pages/contact-us-page.tsx')).ContactUsPage,
    landing,
  ),
  page(
    '/landing-page/technical-support',
    'technicalSupport',
    async () => (await import('../features/support/pages/technical-support-page.tsx')).TechnicalSupportPage,
    landing,
  ),
  page(
    '/landing-page/refund-policy',
    'refundPolicy',
    async () => (await import('../features/public-site/pages/refund-policy-page.tsx')).RefundPolicyPage,
    landing,
  ),
  page(
    '/zoom-policy',
    'zoomPolicy',
    async () => (await import('../features/public-site/pages/zoom-policy-page.tsx')).ZoomPolicyPage,
  ),
  page(
    '/no-lecture-links',
    'noLectureLinks',
    async () => (await import('../features/public-site/pages/no-lecture-links-page.tsx')).NoLectureLinksPage,
  ),
  page(
    '/download-the-app',
    'downloadTheApp',
    async () => (await import('../features/public-site/pages/download-the-app-page.tsx')).DownloadTheAppPage,
    {
      requiresAuth: true,
    },
  ),
];

/**
 * Accounts (issue 3): sign-in, registration, password reset, profile, dev mailbox. Their
 * pages live in features/auth, features/users and features/dev.
 */
const accountRoutes: AppRoute[] = [
  page(
    LOGIN_PATH,
    'login',
    async () => (await import('../features/auth/pages/login-page.tsx')).LoginPage,
    loggedOutOnly,
  ),
  page(
    '/auth/verification-code',
    'verificationCode',
    async () => (await import('../features/auth/pages/verification-code-page.tsx')).VerificationCodePage,
    loggedOutOnly,
  ),
  page(
    '/auth/forgot-password',
    'forgotPassword',
    async () => (await import('../features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage,
    loggedOutOnly,
  ),
  // The spec's alias of forgot-password.
  page(
    '/auth/forget-password',
    'forgotPassword',
    async () => (await import('../features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage,
    loggedOutOnly,
  ),
  page(
    '/auth/reset-password',
    'resetPassword',
    async () => (await import('../features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
  ),
  page(
    '/auth/verify-email',
    'verifyEmail',
    async () => (await import('../features/auth/pages/verify-email-page.tsx')).VerifyEmailPage,
  ),
  page(REGISTER_PATH, 'register', async () => (await import('../features/auth/pages/register-page.tsx')).RegisterPage, {
    ...loggedOutOnly,
    organizationPermissions: [O.registrationEnabled],
    configuration: [C.selfRegistration],
  }),
  page(PROFILE_PATH, 'profile', async () => (await import('../features/users/pages/profile-page.tsx')).ProfilePage, {
    requiresAuth: true,
  }),
  // Development only: the server answers the outbox only while mail goes to it.
  page('/dev/mailbox', 'mailbox', async () => (await import('../features/dev/pages/mailbox-page.tsx')).MailboxPage, {
    hasSideMenu: false,
  }),
];

// Courses (LMS): the area needs the organization's lms and the member's access_courses.
const lmsRules = { organizationPermissions: [O.lms], memberPermissions: [M.accessCourses] } as const;

/** Certificates, course reviews and specializations (spec 1 §2). */
const certificateAndReviewRoutes: AppRoute[] = [
  page(
    '/certificates/:certificateId',
    'certificate',
    async () => (await import('../features/certificates/pages/certificate-page.tsx')).CertificatePage,
    { ...lmsRules, hasAppBar: false },
  ),
  page(
    '/my-certificates',
    'myCertificates',
    async () => (await import('../features/certificates/pages/my-certificates-page.tsx')).MyCertificatesPage,
    { requiresAuth: true, configuration: [C.certificates] },
  ),
  page(
    '/lms/courses/:courseId/review',
    'courseReview',
    async () => (await import('../features/reviews/pages/course-review-page.tsx')).CourseReviewPage,
    { ...lmsRules, requiresAuth: true },
  ),
  page(
    '/lms/specializations',
    'specializations',
    async () => (await import('../features/specializations/pages/specializations-page.tsx')).SpecializationsPage,
    { ...lmsRules, requiresAuth: true },
  ),
  page(
    '/lms/specializations/:specializationId/overview',
    'specializationOverview',
    async () =>
      (await import('../features/specializations/pages/specialization-overview-page.tsx')).SpecializationOverviewPage,
    { ...lmsRules, requiresAuth: true },
  ),
];

/** The course content area (spec 1 §2 Course child pages): signed in, no side menu (by its path). */
const courseContentArea = { ...lmsRules, requiresAuth: true } as const;
const learningPage = (path: string, name: PageName, load: AppRoute['load']) =>
  page(`/lms/courses/:courseId${path}`, name, load, courseContentArea);

const courseContentRoutes: AppRoute[] = [
  learningPage(
    '',
    'course',
    async () => (await import('../features/learning/pages/course-landing-page.tsx')).CourseLandingPage,
  ),
  learningPage(
    '/information',
    'courseInformation',
    async () => (await import('../features/learning/pages/course-information-page.tsx')).CourseInformationPage,
  ),
  learningPage(
    '/syllabus',
    'courseSyllabus',
    async () => (await import('../features/learning/pages/course-syllabus-page.tsx')).CourseSyllabusPage,
  ),
  learningPage(
    '/modules',
    'courseModules',
    async () => (await import('../features/learning/pages/course-modules-page.tsx')).CourseModulesPage,
  ),
  learningPage(
    '/modules/content/:subsectionId',
    'courseModuleContent',
    async () => (await import('../features/learning/pages/lesson-page.tsx')).LessonPage,
  ),
  learningPage(
    '/certificate',
    'courseCertificate',
    async () => (await import('../features/learning/pages/course-certificate-page.tsx')).CourseCertificatePage,
  ),
  learningPage(
    '/announcements',
    'courseAnnouncements',
    async () => (await import('../features/learning/pages/course-announcements-page.tsx')).CourseAnnouncementsPage,
  ),
  learningPage(
    '/announcements/:announcementId',
    'courseAnnouncement',
    async () => (await import('../features/learning/pages/course-announcement-page.tsx')).CourseAnnouncementPage,
  ),
  learningPage(
    '/notes',
    'courseNotes',
    async () => (await import('../features/learning/pages/course-notes-page.tsx')).CourseNotesPage,
  ),
];

/** Every page of the app with its meta. The router builds its routes from this table. */
/**
 * The catalogue (spec 1 §2 Courses): /lms/my-courses and /lms/all-courses are one tabbed page
 * (Finished Courses is /lms/my-courses?tab=finished); the overview is public.
 */
const loadLmsPage = async () => (await import('../features/courses/pages/lms-page.tsx')).LmsPage;
const catalogueRoutes: AppRoute[] = [
  page('/lms/my-courses', 'myCourses', loadLmsPage, { ...lmsRules, requiresAuth: true }),
  page('/lms/all-courses', 'allCourses', loadLmsPage, {
    ...lmsRules,
    configuration: [C.selfEnrollment, C.anonymousCourseView],
  }),
  page(
    '/lms/courses/:courseId/overview',
    'courseOverview',
    async () => (await import('../features/courses/pages/course-overview-page.tsx')).CourseOverviewPage,
    lmsRules,
  ),
  page(
    '/favorite/courses',
    'favoriteCourses',
    async () => (await import('../features/courses/pages/favorite-courses-page.tsx')).FavoriteCoursesPage,
    { requiresAuth: true },
  ),
];

export const appRoutes: readonly AppRoute[] = [
  ...publicSiteRoutes,
  ...accountRoutes,
  ...certificateAndReviewRoutes,
  ...courseContentRoutes,
  ...catalogueRoutes,
];

/** Short addresses of the public pages (e.g. links printed elsewhere) lead to the pages under /landing-page. */
export const publicSiteAliases: readonly { path: string; to: string }[] = publicSiteRoutes
  .filter((route) => route.path.startsWith(`${HOME_PATH}/`))
  .map((route) => ({ path: route.path.slice(HOME_PATH.length), to: route.path }));

/** Shown for any path no route claims. */
export const notFoundRoute: AppRoute = page(
  '*',
  'notFound',
  async () => (await import('./pages/not-found-page.tsx')).NotFoundPage,
);
