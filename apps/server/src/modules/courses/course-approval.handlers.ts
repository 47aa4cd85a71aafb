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
    // The `courseAuthor` rule checked the caller and found the course (`found`).
    getCourseApproval: (ctx, { found }) => approval.getCourseApproval(db, ctx, found),
    requestCourseApproval: (ctx, { found, body }) => approval.requestCourseApproval(db, ctx, found, body?.note),
    listCourseApprovalRequests: (ctx, { query }) => approval.listCourseApprovalRequests(db, ctx, query),
    decideCourseApprovalRequest: (ctx, { params, body }) =>
      approval.decideCourseApprovalRequest(db, ctx, params.requestId, body.status),
  };
}
