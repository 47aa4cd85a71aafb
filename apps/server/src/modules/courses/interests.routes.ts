import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as interests from './interests.service.ts';

/** Interest in a course and the request to be e-mailed when a coming-soon course opens. */
export function interestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.getCourseInterest, (ctx, { params }) =>
    interests.getInterest(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.addCourseInterest, (ctx, { params }) =>
    interests.addInterest(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.removeCourseInterest, (ctx, { params }) =>
    interests.removeInterest(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.getCourseNotificationRequest, (ctx, { params }) =>
    interests.getInterest(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.requestCourseNotification, (ctx, { params }) =>
    interests.requestNotification(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.cancelCourseNotification, (ctx, { params }) =>
    interests.cancelNotification(db, ctx, params.courseId),
  );
}
