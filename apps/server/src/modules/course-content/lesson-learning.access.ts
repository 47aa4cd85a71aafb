import type { AnyAccessRule } from '../../platform/access.ts';
import { type CourseAccess, requireLessonLearner } from './course-content.outline.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    courseSubsectionLearner: CourseAccess;
  }
}

/** The rule of `:subsectionId` learning calls: the lesson's course, then its learner (or author). */
export const lessonLearningRules: readonly AnyAccessRule[] = [
  { name: 'courseSubsectionLearner', check: requireLessonLearner },
];
