import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as students from './enrolled-students.service.ts';

export function enrolledStudentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listEnrolledStudents, (ctx, { params, query }) =>
    students.listEnrolledStudents(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.getCompletionReport, (ctx, { params, query }) =>
    students.getCompletionReport(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.getCompletionReportCsv, (ctx, { params }) =>
    students.getCompletionReportCsv(db, ctx, params.courseId),
  );
}
