import {
  enrolUserInCourse,
  getEnrolledCourse,
  listEnrolledCourses,
  listInstructedCourses,
  listMyCourses,
  unenrolFromCourse,
  updateMyCourse,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as lists from './enrolment.lists.ts';
import * as enrolment from './enrolment.service.ts';

/** Enrolment and the member's own course lists (enrolled, my-courses, instructed). */
export const enrolmentCalls = {
  enrolUserInCourse,
  unenrolFromCourse,
  getEnrolledCourse,
  listEnrolledCourses,
  listMyCourses,
  updateMyCourse,
  listInstructedCourses,
};

export function enrolmentHandlers({ db }: AppDeps): Handlers<typeof enrolmentCalls> {
  return {
    enrolUserInCourse: (ctx, { params }) => enrolment.enrolUser(db, ctx, params.userId, params.courseId),
    unenrolFromCourse: (ctx, { params }) => enrolment.unenrolUser(db, ctx, params.userId, params.courseId),
    getEnrolledCourse: (ctx, { params }) => enrolment.getEnrolledCourse(db, ctx, params.userId, params.courseId),
    listEnrolledCourses: (ctx, { params, query }) => lists.listEnrolledCourses(db, ctx, params.userId, query),
    listMyCourses: (ctx, { params, query }) => lists.listMyCourses(db, ctx, params.userId, query),
    updateMyCourse: (ctx, { params, body }) => enrolment.updateMyCourse(db, ctx, params.userId, params.courseId, body),
    listInstructedCourses: (ctx, { params, query }) => lists.listInstructedCourses(db, ctx, params.userId, query),
  };
}
