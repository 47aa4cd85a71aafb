/**
 * Who takes a course: enrolment and the seat counter, my courses, the wishlist, interests,
 * confirmation checkboxes and the enrolled students of a course.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `enrolment.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { copyConfirmationCheckboxes, loadCheckboxes } from './confirmation-checkboxes.service.ts';
export { enrolmentModule } from './enrolment.module.ts';
export {
  applyCompletions,
  type CompletionChange,
  type EnrolmentProgress,
  setEnrolmentProgress,
  setLastVisitedLesson,
} from './enrolment.progress.ts';
export {
  /** The ids of the courses a member enrolled in, wishlisted or showed interest in: a subquery. */
  chosenCourseIds,
  /** A learner's enrolment row. */
  type EnrolleeRow,
  /** Those of some learners enrolled in a course in the organization. */
  enrolledAmong,
  /** The organization's enrolments, a read view to join. */
  enrolmentsIn,
  /** The learner's enrolment in a course in the organization, or null. */
  findEnrolment,
  /** Whether a member is enrolled in a course (a column) in the organization: a condition. */
  isEnrolledIn,
  /** The members enrolled in a course in the organization. */
  learnerIdsOf,
  /** The ids of the courses a member is enrolled in, in the organization. */
  listEnrolledCourseIds,
  /** An enrolment of the organization, locked for the caller's transaction. */
  lockEnrolment,
  /** The courses a member enrolled in and wishlisted in the organization, for course cards. */
  viewerCoursesOf,
} from './enrolment.reads.ts';
export { enrollmentWindowChangesAt, enrollmentWindowOf, enrolmentBlocker } from './enrolment.rules.ts';
export { enrolInCourse, unenrolFromCourse } from './enrolment.service.ts';
