import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as approval from './course-approval.service.ts';

export function courseApprovalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.getCourseApproval, (ctx, { params }) =>
    approval.getCourseApproval(db, ctx, params.courseId),
  );
  registerCall(app, deps, calls.requestCourseApproval, (ctx, { params, body }) =>
    approval.requestCourseApproval(db, ctx, params.courseId, body?.note),
  );
  registerCall(app, deps, calls.listCourseApprovalRequests, (ctx, { query }) =>
    approval.listCourseApprovalRequests(db, ctx, query),
  );
  registerCall(app, deps, calls.decideCourseApprovalRequest, (ctx, { params, body }) =>
    approval.decideCourseApprovalRequest(db, ctx, params.requestId, body.status),
  );
}
