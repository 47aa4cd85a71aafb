/**
 * The course itself: details, offerings, translations, instructors, categories, approval and
 * cloning, and the policy of who sees, learns and authors a course.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `courses.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { setPassingCriteria } from './course-authoring.service.ts';
export { courseNameAsRead, unsafeCourseNamesOf } from './course-names.ts';
/** The offering's seat counter and rating, and its lock, in the caller's transaction. */
export { freeSeat, lockOffering, setOfferingRating, takeSeat } from './course-offering.ts';
export { coursesModule } from './courses.module.ts';
export {
  type CourseRow,
  canSeeUnpublished,
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
  /** A learning category's row. */
  type CourseCategoryRow,
  /** A course's translation row. */
  type CourseTranslationRow,
  /** The organization's learning categories and every category under them. */
  categoryWithDescendants,
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
  /** Whether the organization offers a course (a column): a condition. */
  isOfferedIn,
  /** Of some courses, those the organization offers and has not deleted. */
  offeredCourseIds,
  /** The organization's offerings, a read view to join. */
  offeringsIn,
  /** The organization's learning categories in their order. */
  orderedCategoriesOf,
  /** A page of the organization's learning categories, each with its parent. */
  pageOfCategories,
  /** Learning categories of every organization, a read view to join from a course. */
  unsafeCategories,
  /** A course by id alone, or null (unsafe: for a domain event's course). */
  unsafeCourseById,
  /** Course names by id as read in a language. */
  unsafeCourseNamesIn,
  /** Every course, a read view to join from rows that keep to the organization. */
  unsafeCourses,
} from './courses.reads.ts';
