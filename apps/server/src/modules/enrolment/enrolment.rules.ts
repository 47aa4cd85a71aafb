import type { EnrolBlocker, EnrollmentWindow } from '@manara/contract';
import type { CourseRow, OfferingRow } from '../courses/index.ts';

/** Where `now` falls in the course's enrolment window (open when it has no dates). */
export function enrollmentWindowOf(
  course: Pick<CourseRow, 'startEnrollmentDate' | 'endEnrollmentDate'>,
  now: Date,
): EnrollmentWindow {
  if (course.startEnrollmentDate && now < course.startEnrollmentDate) return 'notYetOpen';
  if (course.endEnrollmentDate && now > course.endEnrollmentDate) return 'closed';
  return 'open';
}

/**
 * The next moment after `now` at which `enrollmentWindowOf` answers otherwise (ms), or null: the
 * window opens at its start and closes just after its end.
 */
export function enrollmentWindowChangesAt(
  course: Pick<CourseRow, 'startEnrollmentDate' | 'endEnrollmentDate'>,
  now: Date,
): number | null {
  const moments = [course.startEnrollmentDate?.getTime(), (course.endEnrollmentDate?.getTime() ?? Number.NaN) + 1];
  const later = moments.filter((moment): moment is number => moment !== undefined && moment > now.getTime());
  return later.length === 0 ? null : Math.min(...later);
}

export function seatsLeftOf(
  course: Pick<CourseRow, 'maxEnrollmentCount'>,
  offering: Pick<OfferingRow, 'numberOfEnrollees'>,
) {
  return course.maxEnrollmentCount === null
    ? null
    : Math.max(0, course.maxEnrollmentCount - offering.numberOfEnrollees);
}

/**
 * Why an enrolment in this course cannot happen now, as the code the enrol call answers; null
 * when it can. A learner enrolling themselves meets every rule; a course administrator enrolling
 * a member skips the self-enrolment, window and payment rules (they grant the seat), never the
 * seat limit. The seat limit here is advisory: the conditional UPDATE in `enrolInCourse` decides.
 */
export function enrolmentBlocker(
  course: CourseRow,
  offering: OfferingRow,
  options: { selfEnrollmentOn: boolean; byAdministrator: boolean; now: Date },
): EnrolBlocker | null {
  if (!course.isPublished || !offering.isPublished || course.isDeleted) return 'courses-011';
  if (course.isComingSoon) return 'courses-007';
  if (!options.byAdministrator) {
    const selfAllowed =
      options.selfEnrollmentOn && course.allowSelfEnrollment && offering.accessRestrictionType === 'public';
    if (!selfAllowed) return 'courses-005';
    if (enrollmentWindowOf(course, options.now) !== 'open') return 'courses-002';
  }
  if (seatsLeftOf(course, offering) === 0) return 'courses-004';
  if (!options.byAdministrator && offering.price > 0) return 'courses-001';
  return null;
}
