import { getCourseSubsection, listCourseSections, listCourseSubsectionIds } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as content from './course-content.service.ts';

/** Learning a course: its sections and lessons (progress, notes and the activity log are the progress module's). */
export const courseContentCalls = { listCourseSections, listCourseSubsectionIds, getCourseSubsection };

export function courseContentHandlers({ db }: AppDeps): Handlers<typeof courseContentCalls> {
  return {
    // The `courseLearner` rule checked the caller and found the course and their enrolment (`found`).
    listCourseSections: (ctx, { found }) => content.listCourseSections(db, ctx, found),
    listCourseSubsectionIds: (ctx, { found }) => content.listCourseSubsectionIds(db, ctx, found),
    // The `courseSubsectionLearner` rule did the same for the lesson's course.
    getCourseSubsection: (ctx, { params, found }) => content.getCourseSubsection(db, ctx, found, params.subsectionId),
  };
}
