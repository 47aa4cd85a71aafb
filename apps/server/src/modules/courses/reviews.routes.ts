import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as reviews from './reviews.service.ts';

export function reviewsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.createCourseReview, (ctx, { params, body }) =>
    reviews.createCourseReview(db, ctx, params.courseId, body),
  );
  registerCall(app, deps, calls.listCourseReviews, (ctx, { params, query }) =>
    reviews.listCourseReviews(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.getCourseReview, (ctx, { params }) => reviews.getCourseReview(db, ctx, params));
  registerCall(app, deps, calls.updateCourseReview, (ctx, { params, body }) =>
    reviews.updateCourseReview(db, ctx, params, body),
  );
  registerCall(app, deps, calls.deleteCourseReview, (ctx, { params }) => reviews.deleteCourseReview(db, ctx, params));
  registerCall(app, deps, calls.moderateCourseReview, (ctx, { params, body }) =>
    reviews.moderateCourseReview(db, ctx, params.courseId, body),
  );
}
