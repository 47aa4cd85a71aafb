import {
  getCompletionReport,
  getCompletionReportCsv,
  getGradeReport,
  getGradeReportCsv,
  listEnrolledStudents,
} from '@manara/contract';
import type { Handlers, ModuleDeps } from '../../platform/module.ts';
import * as students from './enrolled-students.service.ts';
import * as grades from './grade-report.service.ts';

/** An author's list of a course's enrolled students, its completion report and its grade report. */
export const enrolledStudentsCalls = {
  listEnrolledStudents,
  getCompletionReport,
  getCompletionReportCsv,
  getGradeReport,
  getGradeReportCsv,
};

export function enrolledStudentsHandlers({ db, extensions }: ModuleDeps): Handlers<typeof enrolledStudentsCalls> {
  // The grades come from other modules' providers (`provides: { certificateCriteria }`).
  const gradeDeps = { db, criteria: extensions.list('certificateCriteria') };
  return {
    listEnrolledStudents: (ctx, { params, query }) => students.listEnrolledStudents(db, ctx, params.courseId, query),
    getCompletionReport: (ctx, { params, query }) => students.getCompletionReport(db, ctx, params.courseId, query),
    getCompletionReportCsv: (ctx, { params }) => students.getCompletionReportCsv(db, ctx, params.courseId),
    // The `courseAuthor` rule checked the caller and found the course (`found`).
    getGradeReport: (ctx, { found, query }) => grades.getGradeReport(gradeDeps, ctx, found.course, query),
    getGradeReportCsv: (ctx, { found }) => grades.getGradeReportCsv(gradeDeps, ctx, found.course),
  };
}
