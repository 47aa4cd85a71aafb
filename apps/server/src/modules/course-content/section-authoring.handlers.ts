import {
  createCourseSection,
  createCourseSubsection,
  deleteCourseSection,
  deleteCourseSubsection,
  listAuthoringSections,
  reorderCourseSections,
  updateCourseSection,
  updateCourseSubsection,
} from '@manara/contract';
import type { Handlers, ModuleDeps } from '../../platform/module.ts';
import { sanitizeRichFields } from '../../platform/rich-text.ts';
import * as lessons from './section-authoring.lessons.ts';
import * as sections from './section-authoring.service.ts';

/** Authoring a course's sections and lessons. */
export const sectionAuthoringCalls = {
  createCourseSection,
  listAuthoringSections,
  reorderCourseSections,
  updateCourseSection,
  deleteCourseSection,
  createCourseSubsection,
  updateCourseSubsection,
  deleteCourseSubsection,
};

export function sectionAuthoringHandlers(deps: ModuleDeps): Handlers<typeof sectionAuthoringCalls> {
  const { db } = deps;
  return {
    // The guard's author rules checked the caller; `found` is the section or lesson they found.
    createCourseSection: (ctx, { params, body }) => sections.createCourseSection(db, ctx, params.courseId, body),
    listAuthoringSections: (ctx, { params }) => sections.listAuthoringSections(db, ctx, params.courseId),
    reorderCourseSections: (ctx, { params, body }) => sections.reorderCourseSections(db, ctx, params.courseId, body),
    updateCourseSection: (ctx, { found, body }) => sections.updateCourseSection(db, ctx, found, body),
    deleteCourseSection: (ctx, { found }) => sections.deleteCourseSection(db, ctx, found),
    createCourseSubsection: (ctx, { found, body }) =>
      lessons.createCourseSubsection(deps, ctx, found, sanitizeRichFields(body, ['content'])),
    updateCourseSubsection: (ctx, { found, body }) =>
      lessons.updateCourseSubsection(deps, ctx, found, sanitizeRichFields(body, ['content'])),
    deleteCourseSubsection: (ctx, { found }) => lessons.deleteCourseSubsection(db, ctx, found),
  };
}
