import { parseIdParam } from '../../routing/address.ts';
import { type AppRoute, lmsRules, page, prefetching, withNamespaces } from '../../routing/app-route.ts';
import { ConfigurationFlag as C } from '../../routing/route-meta.ts';
import { myCoursesRequest, prefetchCatalogue, prefetchCourseOverview, prefetchMyCourses } from './catalogue.queries.ts';
import { loadMyCoursesTab } from './my-courses-tab-module.ts';

/**
 * The catalogue (spec 1 §2 Courses): /lms/my-courses and /lms/all-courses are one tabbed page
 * (Finished Courses is /lms/my-courses?tab=finished); the overview is public.
 */
const loadLmsPage = async () => (await import('./pages/lms-page.tsx')).LmsPage;
/** My Courses shows the member's own courses, whose code loads beside the page's. */
const loadMyCoursesPage = async () => (await Promise.all([loadLmsPage(), loadMyCoursesTab()]))[0];

/** The course cards show the learner's progress: learning's component, and so its texts. */
export const catalogueRoutes: readonly AppRoute[] = withNamespaces(
  ['catalogue', 'learning'],
  [
    prefetching(
      ({ queryClient, searchParams }) => {
        const finished = searchParams.get('tab') === 'finished';
        prefetchMyCourses(queryClient, myCoursesRequest(searchParams, finished), !finished);
      },
      page('/lms/my-courses', 'myCourses', loadMyCoursesPage, { ...lmsRules, requiresAuth: true }),
    ),
    prefetching(
      ({ queryClient, searchParams }) => prefetchCatalogue(queryClient, searchParams),
      page('/lms/all-courses', 'allCourses', loadLmsPage, {
        ...lmsRules,
        configuration: [C.selfEnrollment, C.anonymousCourseView],
      }),
    ),
    prefetching(
      ({ queryClient, params }) => {
        const courseId = parseIdParam(params.courseId);
        if (courseId !== null) prefetchCourseOverview(queryClient, courseId);
      },
      page(
        '/lms/courses/:courseId/overview',
        'courseOverview',
        async () => (await import('./pages/course-overview-page.tsx')).CourseOverviewPage,
        lmsRules,
      ),
    ),
    // The favourites are courses: the same rules as the server's wishlist calls (access_courses).
    page(
      '/favorite/courses',
      'favoriteCourses',
      async () => (await import('./pages/favorite-courses-page.tsx')).FavoriteCoursesPage,
      { ...lmsRules, requiresAuth: true },
    ),
  ],
);
