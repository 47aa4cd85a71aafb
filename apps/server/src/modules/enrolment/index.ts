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
  /** Those of some learners enrolled in a course in the organization. */
  enrolledAmong,
  /** The organization's enrolments, a read view to join. */
  enrolmentsIn,
  /** An enrolment of the organization, locked for the caller's transaction. */
  lockEnrolment,
} from './enrolment.reads.ts';
export { enrollmentWindowOf, enrolmentBlocker } from './enrolment.rules.ts';
export { enrolInCourse, unenrolFromCourse } from './enrolment.service.ts';
