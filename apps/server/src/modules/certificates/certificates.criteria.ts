import type { CertificateProgress, CourseCompletion, PassingCriteria } from '@manara/contract';
import type { Db, Tx } from '../../db/client.ts';
import { getCourseCompletions } from '../course-content/index.ts';
import type { CourseRow } from '../courses/index.ts';

/**
 * Learners' results in one dimension of a course in an organization (what they did there), 0…1,
 * by user id, for all the learners asked at once; a learner left out (or null) has nothing of
 * that kind in the course (no graded item, no lecture).
 */
export type LearnerMeasure = (
  db: Db | Tx,
  input: { organizationId: number; courseId: number; userIds: readonly number[] },
) => Promise<ReadonlyMap<number, number | null>>;

/**
 * A provider of one of the passing criteria. Later modules provide them in their manifest
 * (`provides: { certificateCriteria: [...] }`): the coursework and assessments modules a grade,
 * the lectures module an attendance share. When several providers answer for a learner, the
 * learner's value is their mean (each provider already weighs its own items); when none does, the
 * course has nothing of that kind for them and the criterion is met.
 */
export interface CertificateCriterion {
  kind: 'grade' | 'attendance';
  measure: LearnerMeasure;
}

declare module '../../platform/module.ts' {
  interface ExtensionPoints {
    /** The grade and attendance providers of the certificates' passing criteria. */
    certificateCriteria: CertificateCriterion;
  }
}

/** Each learner's mean of the providers that answer for them (null when none does). */
async function combine(
  providers: readonly LearnerMeasure[],
  db: Db | Tx,
  input: Parameters<LearnerMeasure>[1],
): Promise<Map<number, number | null>> {
  const values = new Map(input.userIds.map((id) => [id, [] as number[]]));
  for (const provider of providers) {
    for (const [userId, value] of await provider(db, input)) {
      if (value !== null) values.get(userId)?.push(Math.min(1, Math.max(0, value)));
    }
  }
  return new Map(
    [...values].map(([userId, list]) => [
      userId,
      list.length === 0 ? null : list.reduce((sum, v) => sum + v, 0) / list.length,
    ]),
  );
}

/**
 * Each learner's grade in the course in the organization (the mean of the grade providers that
 * answer for them, 0…1; null when none does), for all of them at once: the grade report.
 */
export function measureGrades(
  db: Db | Tx,
  criteria: readonly CertificateCriterion[],
  input: Parameters<LearnerMeasure>[1],
): Promise<Map<number, number | null>> {
  const grades = criteria.filter((c) => c.kind === 'grade').map((c) => c.measure);
  return combine(grades, db, input);
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

export type LearnerStanding = CertificateProgress & { isPassed: boolean };

/**
 * Where learners stand against the course's criteria in organization `orgId` (what they did
 * there: a course offered to several organizations is learned in each on its own): completion of
 * the required lessons, grade and attendance from the app's `criteria` providers (null when the
 * course has none of them: such a criterion is met). The course and the learners' results are
 * read once for all of them.
 */
export async function measureLearners(
  db: Db | Tx,
  criteria: readonly CertificateCriterion[],
  orgId: number,
  course: CourseRow,
  userIds: readonly number[],
): Promise<Map<number, LearnerStanding>> {
  const input = { organizationId: orgId, courseId: course.id, userIds };
  const of = (kind: CertificateCriterion['kind']) => criteria.filter((c) => c.kind === kind).map((c) => c.measure);
  const completions = await getCourseCompletions(db, orgId, course.id, userIds);
  const grades = await combine(of('grade'), db, input);
  const attendances = await combine(of('attendance'), db, input);
  return new Map(
    userIds.map((userId) => {
      const completion = completions.get(userId) as CourseCompletion;
      const grade = grades.get(userId) ?? null;
      const attendance = attendances.get(userId) ?? null;
      const isCompletionMet = !course.requiresCompletion || completion.isCompleted;
      const isGradeMet = grade === null || grade >= course.passingGradePercentage;
      const isAttendanceMet = attendance === null || attendance >= course.mandatoryAttendancePercentage;
      const standing: LearnerStanding = {
        completion: completion.progress,
        grade,
        attendance,
        isCompletionMet,
        isGradeMet,
        isAttendanceMet,
        isPassed: isCompletionMet && isGradeMet && isAttendanceMet,
      };
      return [userId, standing];
    }),
  );
}

/** Where one learner stands against the course's criteria (see `measureLearners`). */
export async function measureLearner(
  db: Db | Tx,
  criteria: readonly CertificateCriterion[],
  orgId: number,
  course: CourseRow,
  userId: number,
): Promise<LearnerStanding> {
  return (await measureLearners(db, criteria, orgId, course, [userId])).get(userId) as LearnerStanding;
}
