import type { GradeReport, GradeReportRow } from '@manara/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type CertificateCriterion, measureGrades } from '../certificates/index.ts';
import type { CourseRow } from '../courses/index.ts';
import { csvDocument, csvField, enrolmentsOf, type Order, queryStudents } from './enrolled-students.service.ts';
import { courseEnrollees } from './enrolment.tables.ts';

/** The grade report lists the learners by name (then by enrolment). */
const BY_NAME: Order = { sort: 'name', order: 'asc' };

type GradeDeps = { db: Db; criteria: readonly CertificateCriterion[] };

/** Rounds a share (0…1) to four places, as the completion report's average. */
const share = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Learners of a page with the grade the `certificateCriteria` grade providers give them in this
 * organization (asked once for the whole page), and whether it reaches the course's passing grade.
 */
async function gradeRows(
  { db, criteria }: GradeDeps,
  ctx: RequestContext,
  course: CourseRow,
  page: { skip: number; take: number | null },
): Promise<{ data: GradeReportRow[]; total: number }> {
  const students = await queryStudents(db, ctx.orgId, course.id, { ...page, order: BY_NAME });
  const grades = await measureGrades(db, criteria, {
    organizationId: ctx.orgId,
    courseId: course.id,
    userIds: students.data.map((s) => s.userId),
  });
  return {
    total: students.total,
    data: students.data.map((s) => {
      const grade = grades.get(s.userId) ?? null;
      return {
        userId: s.userId,
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        enrolledAt: s.enrolledAt,
        grade: grade === null ? null : share(grade),
        isGradeMet: grade === null ? null : grade >= course.passingGradePercentage,
      };
    }),
  };
}

/**
 * `GET courses/{id}/enrolled-students/grade-report`: a page of learners by name with their grades,
 * and over all of them how many have a grade and how many reach the passing grade.
 */
export async function getGradeReport(
  deps: GradeDeps,
  ctx: RequestContext,
  course: CourseRow,
  page: { skip: number; take: number },
): Promise<GradeReport> {
  const everyone = await deps.db
    .select({ userId: courseEnrollees.userId })
    .from(courseEnrollees)
    .where(enrolmentsOf(ctx.orgId, course.id));
  const [grades, rows] = await Promise.all([
    measureGrades(deps.db, deps.criteria, {
      organizationId: ctx.orgId,
      courseId: course.id,
      userIds: everyone.map((row) => row.userId),
    }),
    gradeRows(deps, ctx, course, page),
  ]);
  const given = [...grades.values()].filter((grade): grade is number => grade !== null);
  return {
    courseId: course.id,
    passingGradePercentage: course.passingGradePercentage,
    graded: given.length,
    passed: given.filter((grade) => grade >= course.passingGradePercentage).length,
    ...rows,
  };
}

/** Every learner's grade as CSV, in the completion report's form (UTF-8 with a byte-order mark). */
export async function getGradeReportCsv(deps: GradeDeps, ctx: RequestContext, course: CourseRow): Promise<string> {
  const { data } = await gradeRows(deps, ctx, course, { skip: 0, take: null });
  const header = ['userId', 'firstName', 'lastName', 'email', 'enrolledAt', 'grade', 'passingGrade', 'isGradeMet'];
  const lines = data.map((row) =>
    [
      row.userId,
      row.firstName,
      row.lastName,
      row.email,
      row.enrolledAt,
      row.grade,
      course.passingGradePercentage,
      row.isGradeMet,
    ]
      .map(csvField)
      .join(','),
  );
  return csvDocument(header, lines);
}
