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
/** A course's published sections and lessons, as a visitor may know them. */
export { publishedOutlineOf } from './course-content.reads.ts';
export { translateContent } from './course-content.translations.ts';
