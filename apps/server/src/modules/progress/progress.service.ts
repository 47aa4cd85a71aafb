import type * as calls from '@manara/contract';
import type { LastVisitedSubsection, MarkSubsectionResponse } from '@manara/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { countIssuedCertificates } from '../certificates/index.ts';
import {
  type CourseAccess,
  type CourseOutline,
  getCourseCompletion,
  isSubsectionLocked,
  loadCourseOutline,
  loadLessonOutline,
  requireLessonLearner,
} from '../course-content/index.ts';
import { unsafeCourses } from '../courses/index.ts';
import { enrolmentsIn, lockEnrolment, setEnrolmentProgress, setLastVisitedLesson } from '../enrolment/index.ts';
import { recordActivity, requireOwnUserId } from './activity-log.service.ts';
import { finishedSubsections } from './progress.tables.ts';

/**
 * Marks a lesson finished (or not) for the signed-in learner in the request's organization (a
 * course offered to several organizations keeps its progress in each). In one transaction: the
 * finished row, the enrolment's progress, `isFinished`/`finishedAt` and last activity, and the
 * activity log. The enrolment row is locked first, so that two marks at once cannot both compute
 * from a stale set of finished lessons. `progress.changed` is published in the same transaction: its
 * listeners (certificates) have run when the request answers.
 */
export async function setSubsectionFinished(
  db: Db,
  ctx: RequestContext,
  params: { userId: number; subsectionId: number },
  isFinished: boolean,
): Promise<MarkSubsectionResponse> {
  const userId = requireOwnUserId(ctx, params.userId);
  // Not the contract's rule: the path's user comes first (another's id answers 404 before the lesson is asked).
  const course = await requireLessonLearner(db, ctx, params.subsectionId);
  const { outline, subsection } = await loadLessonOutline(db, ctx, course, params.subsectionId);
  const enrolment = outline.access.enrolment;
  if (!enrolment) throw new AppError('courses-003');
  const courseId = subsection.courseId;

  const result = await db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, ctx.orgId, enrolment.id);
    if (!locked) throw new AppError('courses-003');
    let changed: boolean;
    if (isFinished) {
      const inserted = await tx
        .insert(finishedSubsections)
        .values({ organizationId: ctx.orgId, userId, subsectionId: subsection.id, courseId })
        .onConflictDoNothing()
        .returning({ id: finishedSubsections.subsectionId });
      changed = inserted.length > 0;
    } else {
      const deleted = await tx
        .delete(finishedSubsections)
        .where(
          inOrganization(
            finishedSubsections,
            ctx.orgId,
            eq(finishedSubsections.userId, userId),
            eq(finishedSubsections.subsectionId, subsection.id),
          ),
        )
        .returning({ id: finishedSubsections.subsectionId });
      changed = deleted.length > 0;
    }
    const completion = await getCourseCompletion(tx, { orgId: ctx.orgId, courseId, userId });
    const now = ctx.clock.now();
    const becameFinished = completion.isCompleted && !locked.isFinished;
    const finishedAt = completion.isCompleted ? (locked.finishedAt ?? now) : null;
    await setEnrolmentProgress(tx, ctx.orgId, locked.id, {
      progress: completion.progress,
      isFinished: completion.isCompleted,
      finishedAt,
      lastActivityAt: now,
    });
    if (changed) {
      await recordActivity(tx, {
        orgId: ctx.orgId,
        userId,
        courseId,
        action: isFinished ? 'subsection.finished' : 'subsection.unfinished',
        subjectId: subsection.id,
      });
    }
    if (becameFinished) await recordActivity(tx, { orgId: ctx.orgId, userId, courseId, action: 'course.finished' });
    // On every mark, not only when the course becomes finished: a learner who meets criteria that
    // changed since (the organization turning certificates on) gets the certificate with the next mark.
    await ctx.events.publish('progress.changed', { organizationId: ctx.orgId, courseId, userId }, tx);
    return { completion, finishedAt };
  });

  return {
    subsectionId: subsection.id,
    isFinished,
    course: { ...result.completion, finishedAt: result.finishedAt?.toISOString() ?? null },
  };
}

export async function getCourseSectionsProgress(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
): Promise<calls.CallResponse<typeof calls.getCourseSectionsProgress>> {
  const outline = await loadCourseOutline(db, ctx, course);
  return {
    ...outline.completion,
    sections: outline.sections.map((section) => ({
      sectionId: section.id,
      ...(outline.states.get(section.id)?.completion ?? { finished: 0, required: 0, progress: 0, isCompleted: false }),
    })),
  };
}

export async function getCourseIsCompleted(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
): Promise<calls.CallResponse<typeof calls.getCourseIsCompleted>> {
  const outline = await loadCourseOutline(db, ctx, course);
  return {
    isCompleted: outline.completion.isCompleted,
    progress: outline.completion.progress,
    finishedAt: outline.access.enrolment?.finishedAt?.toISOString() ?? null,
  };
}

/** Where to resume: the recorded lesson while the learner can still open it, else the first unfinished open one. */
function pickResumeSubsection(outline: CourseOutline, recordedId: number | null): LastVisitedSubsection {
  const open = outline.subsections.filter((s) => !isSubsectionLocked(outline, s));
  if (recordedId !== null && open.some((s) => s.id === recordedId)) {
    return { subsectionId: recordedId, isLastVisited: true };
  }
  const next = open.find((s) => !outline.finishedIds.has(s.id)) ?? open[0] ?? outline.subsections[0];
  return { subsectionId: next?.id ?? null, isLastVisited: false };
}

export async function getLastVisitedSubsection(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
): Promise<LastVisitedSubsection> {
  const outline = await loadCourseOutline(db, ctx, course);
  return pickResumeSubsection(outline, outline.access.enrolment?.lastVisitedSubsectionId ?? null);
}

/** Records the lesson an enrolled learner opened; an author's preview records nothing. */
export async function setLastVisitedSubsection(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
  subsectionId: number,
): Promise<LastVisitedSubsection> {
  const outline = await loadCourseOutline(db, ctx, course);
  const subsection = outline.subsections.find((s) => s.id === subsectionId);
  if (!subsection) throw notFound();
  if (isSubsectionLocked(outline, subsection)) throw new AppError('courses-008');
  const enrolment = outline.access.enrolment;
  if (!enrolment) return { subsectionId, isLastVisited: false };
  await setLastVisitedLesson(db, ctx.orgId, enrolment.id, { subsectionId, at: ctx.clock.now() });
  return { subsectionId, isLastVisited: true };
}

/** The signed-in member's learning in this organization, counted in the database. */
export async function getUserCourseStatistics(
  db: Db,
  ctx: RequestContext,
  userId: number,
): Promise<calls.CallResponse<typeof calls.getUserCourseStatistics>> {
  requireOwnUserId(ctx, userId);
  const enrolments = enrolmentsIn(ctx.orgId);
  const courses = unsafeCourses();
  const [[courseCounts], [lessons], certificates] = await Promise.all([
    db
      .select({
        enrolled: count(),
        finished: sql<number>`count(*) filter (where ${enrolments.isFinished})`.mapWith(Number),
        inProgress:
          sql<number>`count(*) filter (where not ${enrolments.isFinished} and ${enrolments.progress} > 0)`.mapWith(
            Number,
          ),
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(enrolments.userId, userId), eq(courses.isDeleted, false))),
    db
      .select({ n: count() })
      .from(finishedSubsections)
      .innerJoin(
        enrolments,
        and(
          eq(enrolments.organizationId, finishedSubsections.organizationId),
          eq(enrolments.courseId, finishedSubsections.courseId),
          eq(enrolments.userId, finishedSubsections.userId),
        ),
      )
      .where(inOrganization(finishedSubsections, ctx.orgId, eq(finishedSubsections.userId, userId))),
    countIssuedCertificates(db, ctx.orgId, userId),
  ]);
  const enrolled = courseCounts?.enrolled ?? 0;
  const finished = courseCounts?.finished ?? 0;
  const inProgress = courseCounts?.inProgress ?? 0;
  return {
    enrolledCourses: enrolled,
    notStartedCourses: Math.max(0, enrolled - finished - inProgress),
    inProgressCourses: inProgress,
    finishedCourses: finished,
    finishedLessons: lessons?.n ?? 0,
    certificates,
  };
}
