import { type AppRoute, lmsRules, page, withNamespaces } from '../../routing/app-route.ts';

/** Course reviews (spec 1 §2). The review page sits in learning's course layout (its texts too). */
export const reviewRoutes: readonly AppRoute[] = withNamespaces(
  ['reviews', 'learning'],
  [
    page(
      '/lms/courses/:courseId/review',
      'courseReview',
      async () => (await import('./pages/course-review-page.tsx')).CourseReviewPage,
      { ...lmsRules, requiresAuth: true },
    ),
  ],
);
