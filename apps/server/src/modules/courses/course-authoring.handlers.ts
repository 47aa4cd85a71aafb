import {
  addCourseInstructor,
  cloneCourse,
  createCourse,
  createCourseCategory,
  deleteCourse,
  deleteCourseCategory,
  getAuthoringCourse,
  listAuthoringCategories,
  listAuthoringInstructors,
  listInstructorCandidates,
  removeCourseInstructor,
  setCoursePublished,
  updateCourse,
  updateCourseCategory,
  updateCourseInstructor,
} from '@manara/contract';
import type { Handlers, ModuleDeps } from '../../platform/module.ts';
import { sanitizeRichFields } from '../../platform/rich-text.ts';
import * as categories from './course-authoring.categories.ts';
import * as instructors from './course-authoring.instructors.ts';
import * as authoring from './course-authoring.service.ts';
import * as clone from './course-clone.ts';

/**
 * Authoring courses through the API: courses, instructors and categories. Sections and lessons are
 * authored in course-content, enrolled students are listed in enrolment.
 */
export const courseAuthoringCalls = {
  createCourse,
  getAuthoringCourse,
  updateCourse,
  deleteCourse,
  setCoursePublished,
  cloneCourse,
  listAuthoringInstructors,
  listInstructorCandidates,
  addCourseInstructor,
  updateCourseInstructor,
  removeCourseInstructor,
  createCourseCategory,
  updateCourseCategory,
  deleteCourseCategory,
  listAuthoringCategories,
};

/** The course's fields written with the rich-text editor, sanitized at every write. */
const richFields = ['description', 'welcomeMessage', 'courseSyllabus'] as const;

export function courseAuthoringHandlers(deps: ModuleDeps): Handlers<typeof courseAuthoringCalls> {
  const { db } = deps;
  return {
    createCourse: (ctx, { body }) => authoring.createCourse(deps, ctx, sanitizeRichFields(body, richFields)),
    // The `courseAuthor` rule checked the caller and found the course (`found`).
    getAuthoringCourse: (ctx, { found }) => authoring.getAuthoringCourse(db, ctx, found),
    updateCourse: (ctx, { found, body }) =>
      authoring.updateCourse(deps, ctx, found, sanitizeRichFields(body, richFields)),
    deleteCourse: (ctx, { params }) => authoring.deleteCourse(db, ctx, params.courseId),
    setCoursePublished: (ctx, { found, body }) => authoring.setCoursePublished(db, ctx, found, body.isPublished),
    cloneCourse: (ctx, { found }) => clone.cloneCourse(db, ctx, found),
    listAuthoringInstructors: (ctx, { params }) => instructors.listAuthoringInstructors(db, ctx, params.courseId),
    listInstructorCandidates: (ctx, { params, query }) =>
      instructors.listInstructorCandidates(db, ctx, params.courseId, query),
    addCourseInstructor: (ctx, { params, body }) => instructors.addCourseInstructor(db, ctx, params.courseId, body),
    updateCourseInstructor: (ctx, { params, body }) =>
      instructors.updateCourseInstructor(db, ctx, params, body.isHidden),
    removeCourseInstructor: (_ctx, { params }) => instructors.removeCourseInstructor(db, params),
    createCourseCategory: (ctx, { body }) => categories.createCourseCategory(db, ctx, body),
    updateCourseCategory: (ctx, { params, body }) => categories.updateCourseCategory(db, ctx, params.categoryId, body),
    deleteCourseCategory: (ctx, { params }) => categories.deleteCourseCategory(db, ctx, params.categoryId),
    listAuthoringCategories: (ctx, { query }) => categories.listAuthoringCategories(db, ctx, query),
  };
}
