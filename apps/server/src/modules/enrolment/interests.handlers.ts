import {
  addCourseInterest,
  cancelCourseNotification,
  getCourseInterest,
  getCourseNotificationRequest,
  listInterestedLearners,
  removeCourseInterest,
  requestCourseNotification,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as interests from './interests.service.ts';

/** Interest in a course and the request to be e-mailed when a coming-soon course opens; the authors' list of who is interested. */
export const interestsCalls = {
  getCourseInterest,
  addCourseInterest,
  removeCourseInterest,
  getCourseNotificationRequest,
  requestCourseNotification,
  cancelCourseNotification,
  listInterestedLearners,
};

export function interestsHandlers({ db }: AppDeps): Handlers<typeof interestsCalls> {
  return {
    getCourseInterest: (ctx, { params }) => interests.getInterest(db, ctx, params.courseId),
    addCourseInterest: (ctx, { params }) => interests.addInterest(db, ctx, params.courseId),
    removeCourseInterest: (ctx, { params }) => interests.removeInterest(db, ctx, params.courseId),
    getCourseNotificationRequest: (ctx, { params }) => interests.getInterest(db, ctx, params.courseId),
    requestCourseNotification: (ctx, { params }) => interests.requestNotification(db, ctx, params.courseId),
    cancelCourseNotification: (ctx, { params }) => interests.cancelNotification(db, ctx, params.courseId),
    // The `courseAuthor` rule let only the course's authors in.
    listInterestedLearners: (ctx, { params, query }) =>
      interests.listInterestedLearners(db, ctx, params.courseId, query),
  };
}
