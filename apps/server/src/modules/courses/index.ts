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
export {
  /** A course's translation row. */
  type CourseTranslationRow,
  /** Courses' instructors, a read view to join. */
  courseInstructorRows,
  /** Courses' translations, a read view to join. */
  courseTranslationRows,
  /** The course of the organization that owns it, or null. */
  findCourseOf,
  /** The course's translation into a language, if any. */
  findCourseTranslation,
  /** The organization's offering of a course, or null. */
  findOffering,
  /** The organization's offerings, a read view to join. */
  offeringsIn,
  /** A course by id alone, or null (unsafe: for a domain event's course). */
  unsafeCourseById,
  /** Every course, a read view to join from rows that keep to the organization. */
  unsafeCourses,
} from './courses.reads.ts';
