import type { AnyAccessRule } from '../../platform/access.ts';
import {
  type LearnedCourse,
  type OfferedCourse,
  requireCourseAuthor,
  requireCourseLearner,
  requireCourseViewer,
} from './courses.policy.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    courseAuthor: OfferedCourse;
    courseLearner: LearnedCourse;
    courseViewer: OfferedCourse;
  }
}

/**
 * The course rules of the contract's `accessRules`, answered here for every call that names
 * them (the guard runs them; the handler gets the course they found as `found`).
 */
export const courseAccessRules: readonly AnyAccessRule[] = [
  { name: 'courseAuthor', check: requireCourseAuthor },
  { name: 'courseLearner', check: requireCourseLearner },
  { name: 'courseViewer', check: requireCourseViewer },
];
