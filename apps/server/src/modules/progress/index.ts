/**
 * A learner's trace of a course: finished lessons and progress, the last visited lesson, notes,
 * the activity log. It publishes `progress.changed` (certificates listen).
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `progress.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { recordActivity, requireOwnUserId } from './activity-log.service.ts';
export { listLessonNotes } from './notes.service.ts';
export { progressModule } from './progress.module.ts';
export {
  /** How many of some lessons a learner finished (columns of a query over enrolments): a scalar. */
  finishedLessonCount,
  /** The lessons each of some learners finished in a course in the organization. */
  finishedLessonsOf,
} from './progress.reads.ts';
