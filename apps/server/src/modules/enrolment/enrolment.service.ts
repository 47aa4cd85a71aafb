import type { MyCourse } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import {
  canSeeUnpublished,
  findOfferedCourse,
  freeSeat,
  isConfigOn,
  isVisibleToLearners,
  takeSeat,
} from '../courses/index.ts';
import { recordActivity } from '../progress/index.ts';
import { unconfirmedCheckboxCount } from './confirmation-checkboxes.service.ts';
import { toMyCourses } from './enrolment.lists.ts';
import { type EnrolleeRow, findEnrolment } from './enrolment.reads.ts';
import { enrolmentBlocker } from './enrolment.rules.ts';
import { courseEnrollees } from './enrolment.tables.ts';
import { resolveTargetUser } from './enrolment.target.ts';

export interface EnrolOptions {
  orgId: number;
  courseId: number;
  userId: number;
  /** The specialization whose enrolment enrols the learner here. */
  fromSpecializationId?: number | null;
  /** The course was paid for (an order) or granted (an administrator): its price does not stop it. */
  bypassPayment: boolean;
}

/**
 * Enrols a member in a course the organization offers, in the caller's transaction (run it in
 * one: a full course throws `courses-004` and the transaction must roll back). For the shop
 * (after payment) and specializations as much as for the enrol call. It checks what no path may
 * skip — the course is published and not coming soon, its price unless `bypassPayment`, and the
 * seat limit, taken by one conditional UPDATE of the offering's counter so that concurrent
 * enrolments cannot overrun it. Enrolling again changes nothing and answers `created: false`.
 * The enrolment is the organization's own: one in another organization offering the course is
 * another row, with its own progress.
 */
export async function enrolInCourse(
  tx: Tx | Db,
  options: EnrolOptions,
): Promise<{ enrolment: EnrolleeRow; created: boolean }> {
  const offered = await findOfferedCourse(tx as Db, options.orgId, options.courseId);
  const { course, offering } = offered;
  if (!isVisibleToLearners(course, offering)) throw new AppError('courses-011');
  if (course.isComingSoon) throw new AppError('courses-007');
  if (!options.bypassPayment && offering.price > 0) throw new AppError('courses-001');

  const [inserted] = await tx
    .insert(courseEnrollees)
    .values({
      organizationId: options.orgId,
      courseId: options.courseId,
      userId: options.userId,
      fromSpecializationId: options.fromSpecializationId ?? null,
    })
    .onConflictDoNothing({ target: [courseEnrollees.organizationId, courseEnrollees.courseId, courseEnrollees.userId] })
    .returning();
  if (!inserted) {
    const existing = await findEnrolment(tx as Db, options.orgId, options.courseId, options.userId);
    if (!existing) throw new AppError('common-008');
    return { enrolment: existing, created: false };
  }
  // The seat, taken by one conditional UPDATE that concurrent enrolments cannot overrun.
  if (!(await takeSeat(tx, options.orgId, offered))) throw new AppError('courses-004');
  await recordActivity(tx as Db, {
    orgId: options.orgId,
    userId: options.userId,
    action: 'course.enrolled',
    courseId: options.courseId,
    data: options.fromSpecializationId ? { fromSpecializationId: options.fromSpecializationId } : {},
  });
  return { enrolment: inserted, created: true };
}

/** Ends an enrolment and frees its seat, in the caller's transaction. False when there was none. */
export async function unenrolFromCourse(
  tx: Tx | Db,
  options: { orgId: number; courseId: number; userId: number },
): Promise<boolean> {
  const [removed] = await tx
    .delete(courseEnrollees)
    .where(
      inOrganization(
        courseEnrollees,
        options.orgId,
        eq(courseEnrollees.courseId, options.courseId),
        eq(courseEnrollees.userId, options.userId),
      ),
    )
    .returning({ id: courseEnrollees.id });
  if (!removed) return false;
  await freeSeat(tx, options.orgId, options.courseId);
  await recordActivity(tx as Db, { ...options, action: 'course.unenrolled' });
  return true;
}

/** The course as a caller may enrol in it: 404 when they cannot see it, `courses-011` to its authors when unpublished. */
async function findEnrollableCourse(db: Db, ctx: RequestContext, courseId: number) {
  const found = await findOfferedCourse(db, ctx.orgId, courseId);
  if (!isVisibleToLearners(found.course, found.offering)) {
    if (await canSeeUnpublished(db, ctx, courseId)) throw new AppError('courses-011');
    throw notFound();
  }
  return found;
}

/** `POST users/{userId}/enrolled-courses/{courseId}`. */
export async function enrolUser(db: Db, ctx: RequestContext, userId: number, courseId: number): Promise<MyCourse> {
  const target = await resolveTargetUser(db, ctx, userId);
  const { course, offering } = await findEnrollableCourse(db, ctx, courseId);
  const existing = await findEnrolment(db, ctx.orgId, courseId, target.userId);
  if (!existing) {
    const blocker = enrolmentBlocker(course, offering, {
      selfEnrollmentOn: target.byAdministrator || (await isConfigOn(db, ctx.orgId, 'self_enrollment_enabled')),
      byAdministrator: target.byAdministrator,
      now: ctx.clock.now(),
    });
    if (blocker) throw new AppError(blocker);
    await db.transaction(async (tx) => {
      if (
        !target.byAdministrator &&
        (await unconfirmedCheckboxCount(tx as Db, ctx.orgId, courseId, target.userId)) > 0
      ) {
        throw new AppError('courses-006');
      }
      await enrolInCourse(tx, {
        orgId: ctx.orgId,
        courseId,
        userId: target.userId,
        bypassPayment: target.byAdministrator,
      });
    });
  }
  return getEnrolledCourse(db, ctx, target.userId, courseId);
}

/** `DELETE users/{userId}/enrolled-courses/{courseId}`. */
export async function unenrolUser(db: Db, ctx: RequestContext, userId: number, courseId: number): Promise<null> {
  const target = await resolveTargetUser(db, ctx, userId);
  await findOfferedCourse(db, ctx.orgId, courseId);
  const removed = await db.transaction((tx) =>
    unenrolFromCourse(tx, { orgId: ctx.orgId, courseId, userId: target.userId }),
  );
  if (!removed) throw notFound();
  return null;
}

/** `GET users/{userId}/enrolled-courses/{courseId}`: the enrolment, 404 when there is none. */
export async function getEnrolledCourse(
  db: Db,
  ctx: RequestContext,
  userId: number,
  courseId: number,
): Promise<MyCourse> {
  const target = await resolveTargetUser(db, ctx, userId);
  const { course, offering } = await findOfferedCourse(db, ctx.orgId, courseId);
  const enrolment = await findEnrolment(db, ctx.orgId, courseId, target.userId);
  if (!enrolment) throw notFound();
  const [mine] = await toMyCourses(db, ctx, target.userId, [{ course, offering, enrolment }]);
  if (!mine) throw notFound();
  return mine;
}

/** `PATCH users/{userId}/my-courses/{courseId}`: pins or unpins. */
export async function updateMyCourse(
  db: Db,
  ctx: RequestContext,
  userId: number,
  courseId: number,
  body: { isPinned: boolean },
): Promise<MyCourse> {
  const target = await resolveTargetUser(db, ctx, userId);
  const [updated] = await db
    .update(courseEnrollees)
    .set({ isPinned: body.isPinned, pinnedAt: body.isPinned ? ctx.clock.now() : null })
    .where(
      inOrganization(
        courseEnrollees,
        ctx.orgId,
        eq(courseEnrollees.courseId, courseId),
        eq(courseEnrollees.userId, target.userId),
      ),
    )
    .returning({ id: courseEnrollees.id });
  if (!updated) throw notFound();
  return getEnrolledCourse(db, ctx, userId, courseId);
}
