import { getCompletionReport, getCompletionReportCsv, listEnrolledStudents } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as students from './enrolled-students.service.ts';

/** An author's list of a course's enrolled students and its completion report. */
export const enrolledStudentsCalls = { listEnrolledStudents, getCompletionReport, getCompletionReportCsv };

export function enrolledStudentsHandlers({ db }: AppDeps): Handlers<typeof enrolledStudentsCalls> {
  return {
    listEnrolledStudents: (ctx, { params, query }) => students.listEnrolledStudents(db, ctx, params.courseId, query),
    getCompletionReport: (ctx, { params, query }) => students.getCompletionReport(db, ctx, params.courseId, query),
    getCompletionReportCsv: (ctx, { params }) => students.getCompletionReportCsv(db, ctx, params.courseId),
  };
}
