/**
 * The course itself: details, offerings, translations, instructors, categories, approval and
 * cloning, and the policy of who sees, learns and authors a course.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `courses.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { setPassingCriteria } from './course-authoring.service.ts';
export { courseNameAsRead, unsafeCourseNamesOf } from './course-names.ts';
export { freeSeat, setOfferingRating, takeSeat } from './course-offering.ts';
export { coursesModule } from './courses.module.ts';
export {
  type CourseRow,
  canSeeUnpublished,
  type EnrolleeRow,
  findEnrolment,
  findOfferedCourse,
  isConfigOn,
  isCourseAdministrator,
  isCourseInstructor,
  isVisibleToLearners,
  type LearnedCourse,
  type OfferedCourse,
  type OfferingRow,
  requireCourseAuthor,
  requireCourseLearner,
  requireCourseViewer,
} from './courses.policy.ts';
