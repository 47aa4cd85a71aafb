import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as lessons from './section-authoring.lessons.ts';
import * as sections from './section-authoring.service.ts';

export function sectionAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.createCourseSection, (ctx, { params, body }) =>
    sections.createCourseSection(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.listAuthoringSections, (ctx, { params }) =>
    sections.listAuthoringSections(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.reorderCourseSections, (ctx, { params, body }) =>
    sections.reorderCourseSections(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.updateCourseSection, (ctx, { params, body }) =>
    sections.updateCourseSection(db, ctx, params.sectionId, body),
  );
  registerCall(app, deps, calls.deleteCourseSection, (ctx, { params }) =>
    sections.deleteCourseSection(db, ctx, params.sectionId),
  );
  registerCall(app, deps, calls.createCourseSubsection, (ctx, { params, body }) =>
    lessons.createCourseSubsection(db, ctx, params.sectionId, body),
  );
  registerCall(app, deps, calls.updateCourseSubsection, (ctx, { params, body }) =>
    lessons.updateCourseSubsection(db, ctx, params.subsectionId, body),
  );
  registerCall(app, deps, calls.deleteCourseSubsection, (ctx, { params }) =>
    lessons.deleteCourseSubsection(db, ctx, params.subsectionId),
  );
}
