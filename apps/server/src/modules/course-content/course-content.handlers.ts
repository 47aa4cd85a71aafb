import { getCourseSubsection, listCourseSections, listCourseSubsectionIds } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as content from './course-content.service.ts';

/** Learning a course: its sections and lessons (progress, notes and the activity log are the progress module's). */
export const courseContentCalls = { listCourseSections, listCourseSubsectionIds, getCourseSubsection };

export function courseContentHandlers({ db }: AppDeps): Handlers<typeof courseContentCalls> {
  return {
    listCourseSections: (ctx, { params }) => content.listCourseSections(db, ctx, params.courseId),
    listCourseSubsectionIds: (ctx, { params }) => content.listCourseSubsectionIds(db, ctx, params.courseId),
    getCourseSubsection: (ctx, { params }) => content.getCourseSubsection(db, ctx, params.subsectionId),
  };
}
