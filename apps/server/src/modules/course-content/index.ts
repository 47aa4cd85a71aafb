/**
 * A course's sections and lessons: learning them (outline, locks, attachments, prerequisites) and
 * authoring them.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `course-content.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */

export { copyCourseContent } from './course-content.copy.ts';
export { courseContentModule } from './course-content.module.ts';
export {
  type CourseAccess,
  type CourseOutline,
  getCourseCompletion,
  getCourseCompletions,
  isSubsectionLocked,
  loadCourseOutline,
  loadLessonOutline,
  requireLessonLearner,
} from './course-content.outline.ts';
export {
  /** How many lessons count in a course. */
  countRequiredLessons,
  /** Lessons' translated names, a read view to join. */
  lessonTranslations,
  /** A course's published sections and lessons, as a visitor may know them. */
  publishedOutlineOf,
  /** The ids of the lessons that count in a course: a subquery. */
  requiredLessonIds,
  /** Every organization's lessons, a read view to join from rows that keep to the organization. */
  unsafeLessons,
} from './course-content.reads.ts';
export { translateContent } from './course-content.translations.ts';
