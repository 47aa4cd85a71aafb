import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { courseApprovalRoutes } from './course-approval.routes.ts';
import * as categories from './course-authoring.categories.ts';
import * as instructors from './course-authoring.instructors.ts';
import * as authoring from './course-authoring.service.ts';
import { cloneCourse } from './course-clone.ts';
import { courseTranslationsRoutes } from './course-translations.routes.ts';
import { enrolledStudentsRoutes } from './enrolled-students.routes.ts';
import { notifyInterestedLearners } from './interests.service.ts';
import { sectionAuthoringRoutes } from './section-authoring.routes.ts';

/** Authoring courses through the API: courses, instructors, categories, and the parts registered below. */
export function courseAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.createCourse, (ctx, { body }) => authoring.createCourse(db, ctx, body));
  registerCall(app, deps, calls.getAuthoringCourse, (ctx, { params }) =>
    authoring.getAuthoringCourse(db, ctx, params.courseId),
  );
  // A course that stops being coming soon (or is published) tells the members who asked to be told.
  registerCall(app, deps, calls.updateCourse, async (ctx, { params, body }) => {
    const course = await authoring.updateCourse(db, ctx, params.courseId, body);
    await notifyInterestedLearners(deps, params.courseId);
    return course;
  });
  registerCall(app, deps, calls.deleteCourse, (ctx, { params }) => authoring.deleteCourse(db, ctx, params.courseId));
  registerCall(app, deps, calls.setCoursePublished, async (ctx, { params, body }) => {
    const course = await authoring.setCoursePublished(db, ctx, params.courseId, body.isPublished);
    await notifyInterestedLearners(deps, params.courseId);
    return course;
  });
  registerCall(app, deps, calls.cloneCourse, (ctx, { params }) => cloneCourse(db, ctx, params.courseId));

  registerCall(app, deps, calls.listAuthoringInstructors, (ctx, { params }) =>
    instructors.listAuthoringInstructors(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.addCourseInstructor, (ctx, { params, body }) =>
    instructors.addCourseInstructor(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.updateCourseInstructor, (ctx, { params, body }) =>
    instructors.updateCourseInstructor(db, ctx, params, body.isHidden),
  );
  registerCall(app, deps, calls.removeCourseInstructor, (ctx, { params }) =>
    instructors.removeCourseInstructor(db, ctx, params),
  );

  registerCall(app, deps, calls.createCourseCategory, (ctx, { body }) =>
    categories.createCourseCategory(db, ctx, body),
  );
  registerCall(app, deps, calls.updateCourseCategory, (ctx, { params, body }) =>
    categories.updateCourseCategory(db, ctx, params.categoryId, body),
  );
  registerCall(app, deps, calls.deleteCourseCategory, (ctx, { params }) =>
    categories.deleteCourseCategory(db, ctx, params.categoryId),
  );

  courseTranslationsRoutes(app, deps);
  courseApprovalRoutes(app, deps);
  enrolledStudentsRoutes(app, deps);
  sectionAuthoringRoutes(app, deps);
}
