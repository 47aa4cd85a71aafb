import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as lists from './enrolment.lists.ts';
import * as enrolment from './enrolment.service.ts';

/** Enrolment and the member's own course lists (enrolled, my-courses, instructed). */
export function enrolmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.enrolUserInCourse, (ctx, { params }) =>
    enrolment.enrolUser(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.unenrolFromCourse, (ctx, { params }) =>
    enrolment.unenrolUser(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.getEnrolledCourse, (ctx, { params }) =>
    enrolment.getEnrolledCourse(db, ctx, params.userId, params.courseId),
  );
  registerCall(app, deps, calls.listEnrolledCourses, (ctx, { params, query }) =>
    lists.listEnrolledCourses(db, ctx, params.userId, query),
  );
  registerCall(app, deps, calls.listMyCourses, (ctx, { params, query }) =>
    lists.listMyCourses(db, ctx, params.userId, query),
  );
  registerCall(app, deps, calls.updateMyCourse, (ctx, { params, body }) =>
    enrolment.updateMyCourse(db, ctx, params.userId, params.courseId, body),
  );
  registerCall(app, deps, calls.listInstructedCourses, (ctx, { params, query }) =>
    lists.listInstructedCourses(db, ctx, params.userId, query),
  );
}
