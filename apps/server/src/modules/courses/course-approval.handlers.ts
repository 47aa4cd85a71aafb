import {
  decideCourseApprovalRequest,
  getCourseApproval,
  listCourseApprovalRequests,
  requestCourseApproval,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as approval from './course-approval.service.ts';

/** An instructor asks for a course's approval; administrators decide. */
export const courseApprovalCalls = {
  getCourseApproval,
  requestCourseApproval,
  listCourseApprovalRequests,
  decideCourseApprovalRequest,
};

export function courseApprovalHandlers({ db }: AppDeps): Handlers<typeof courseApprovalCalls> {
  return {
    getCourseApproval: (ctx, { params }) => approval.getCourseApproval(db, ctx, params.courseId),
    requestCourseApproval: (ctx, { params, body }) =>
      approval.requestCourseApproval(db, ctx, params.courseId, body?.note),
    listCourseApprovalRequests: (ctx, { query }) => approval.listCourseApprovalRequests(db, ctx, query),
    decideCourseApprovalRequest: (ctx, { params, body }) =>
      approval.decideCourseApprovalRequest(db, ctx, params.requestId, body.status),
  };
}
