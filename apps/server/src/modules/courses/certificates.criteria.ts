import type { CertificateProgress, PassingCriteria } from '@manara/contract';
import type { Db, Tx } from '../../db/client.ts';
import { getCourseCompletion } from './course-content.outline.ts';
import type { CourseRow } from './courses.policy.ts';

/**
 * A learner's result in one dimension of a course, 0…1, or null when the course has nothing of
 * that kind (no graded item, no lecture). Later modules add themselves to the lists below: the
 * coursework and assessments modules a grade provider, the lectures module an attendance one.
 */
export type LearnerMeasure = (db: Db | Tx, input: { courseId: number; userId: number }) => Promise<number | null>;

/**
 * Providers of the learner's grade. When several answer, the course's grade is their mean (each
 * provider already weighs its own items); when none answers, nothing is graded and the grade
 * criterion is met.
 */
export const courseGradeProviders: LearnerMeasure[] = [];

/** Providers of the learner's attendance share; none answering means the course has no lectures. */
export const courseAttendanceProviders: LearnerMeasure[] = [];

async function combine(
  providers: readonly LearnerMeasure[],
  db: Db | Tx,
  input: { courseId: number; userId: number },
): Promise<number | null> {
  const values: number[] = [];
  for (const provider of providers) {
    const value = await provider(db, input);
    if (value !== null) values.push(Math.min(1, Math.max(0, value)));
  }
  return values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** The passing criteria as stored on the course. */
export function criteriaOf(course: CourseRow): PassingCriteria {
  return {
    certificateMode: course.certificateMode,
    passingGradePercentage: course.passingGradePercentage,
    mandatoryAttendancePercentage: course.mandatoryAttendancePercentage,
    requiresCompletion: course.requiresCompletion,
  };
}

/**
 * Where a learner stands against the course's criteria: completion of the required lessons,
 * grade and attendance (null when the course has none of them: such a criterion is met).
 */
export async function measureLearner(
  db: Db | Tx,
  course: CourseRow,
  userId: number,
): Promise<CertificateProgress & { isPassed: boolean }> {
  const input = { courseId: course.id, userId };
  const [completion, grade, attendance] = await Promise.all([
    getCourseCompletion(db, input),
    combine(courseGradeProviders, db, input),
    combine(courseAttendanceProviders, db, input),
  ]);
  const isCompletionMet = !course.requiresCompletion || completion.isCompleted;
  const isGradeMet = grade === null || grade >= course.passingGradePercentage;
  const isAttendanceMet = attendance === null || attendance >= course.mandatoryAttendancePercentage;
  return {
    completion: completion.progress,
    grade,
    attendance,
    isCompletionMet,
    isGradeMet,
    isAttendanceMet,
    isPassed: isCompletionMet && isGradeMet && isAttendanceMet,
  };
}
