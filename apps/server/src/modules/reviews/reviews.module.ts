import {
  createCourseReview,
  deleteCourseReview,
  getCourseReview,
  listCourseReviews,
  listOrganizationCourseReviews,
  moderateCourseReview,
  updateCourseReview,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { reviewsAccessRules } from './reviews.access.ts';
import * as reviews from './reviews.service.ts';
import * as reviewsTables from './reviews.tables.ts';
import * as moderation from './reviews-moderation.service.ts';

export const reviewsModule = defineModule({
  name: 'reviews',
  tables: reviewsTables,
  calls: {
    createCourseReview,
    listCourseReviews,
    getCourseReview,
    updateCourseReview,
    deleteCourseReview,
    moderateCourseReview,
    listOrganizationCourseReviews,
  },
  handlers: ({ db }) => ({
    // The `courseLearner` rule found the course and the caller's enrolment.
    createCourseReview: (ctx, { body, found }) => reviews.createCourseReview(db, ctx, found, body),
    // The `catalogueCourseViewer` rule found the course, and refused callers who may not read it.
    listCourseReviews: (ctx, { query, found }) => reviews.listCourseReviews(db, ctx, found, query),
    getCourseReview: (ctx, { params }) => reviews.getCourseReview(db, ctx, params),
    // The `reviewOwner` rule found the caller's review.
    updateCourseReview: (ctx, { params, body, found }) =>
      reviews.updateCourseReview(db, ctx, found, params.courseId, body),
    deleteCourseReview: (ctx, { params }) => reviews.deleteCourseReview(db, ctx, params),
    moderateCourseReview: (ctx, { params, body }) => reviews.moderateCourseReview(db, ctx, params.courseId, body),
    listOrganizationCourseReviews: (ctx, { query }) => moderation.listOrganizationCourseReviews(db, ctx, query),
  }),
  provides: {
    // Whose review it is: the guard asks it of the call that changes one.
    accessRules: reviewsAccessRules,
  },
});
