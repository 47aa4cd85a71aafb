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
    createCourseSection: (ctx, { params, body }) => sections.createCourseSection(db, ctx, params.courseId, body),
    listAuthoringSections: (ctx, { params }) => sections.listAuthoringSections(db, ctx, params.courseId),
    reorderCourseSections: (ctx, { params, body }) => sections.reorderCourseSections(db, ctx, params.courseId, body),
    updateCourseSection: (ctx, { params, body }) => sections.updateCourseSection(db, ctx, params.sectionId, body),
    deleteCourseSection: (ctx, { params }) => sections.deleteCourseSection(db, ctx, params.sectionId),
    createCourseSubsection: (ctx, { params, body }) =>
      lessons.createCourseSubsection(deps, ctx, params.sectionId, body),
    updateCourseSubsection: (ctx, { params, body }) =>
      lessons.updateCourseSubsection(deps, ctx, params.subsectionId, body),
    deleteCourseSubsection: (ctx, { params }) => lessons.deleteCourseSubsection(db, ctx, params.subsectionId),
  };
}
