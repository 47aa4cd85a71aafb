import type * as calls from '@manara/contract';
import type {
  ApprovalRequestSortColumn,
  ApprovalStatus,
  CourseApprovalRequest,
  CourseApprovalState,
  SortOrder,
} from '@manara/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { nullable, orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { people } from '../users/index.ts';
import { toApprovalRequests } from './course-authoring.detail.ts';
import type { OfferedCourse } from './courses.policy.ts';
import { courseApprovalRequests, courseOfferings, courses } from './courses.tables.ts';

/**
 * The approval flow (spec 2 §3 Course approval request; decisions in docs/decisions/courses.md): an
 * instructor's course starts pending; its authors ask for approval (one PENDING request at a
 * time); a course administrator approves or rejects it with `PATCH course-approval-requests/:id`,
 * and the course's `status` and `isApproved` follow. Only approved courses can be published by
 * instructors; administrators publish (and so approve) directly.
 */

export async function getCourseApproval(
  db: Db,
  ctx: RequestContext,
  { course }: OfferedCourse,
): Promise<CourseApprovalState> {
  const courseId = course.id;
  const rows = await db
    .select()
    .from(courseApprovalRequests)
    .where(inOrganization(courseApprovalRequests, ctx.orgId, eq(courseApprovalRequests.courseId, courseId)))
    .orderBy(desc(courseApprovalRequests.createdAt), desc(courseApprovalRequests.id));
  return {
    courseId,
    status: course.status,
    isApproved: course.isApproved,
    requests: await toApprovalRequests(db, rows),
  };
}

export async function requestCourseApproval(
  db: Db,
  ctx: RequestContext,
  { course }: OfferedCourse,
  note: string | undefined,
): Promise<CourseApprovalRequest> {
  const courseId = course.id;
  if (course.isApproved) throw new AppError('courses-072');
  const row = await db.transaction(async (tx) => {
    // One pending request per course, also when two authors ask at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('course-approval'), ${courseId})`);
    const [pending] = await tx
      .select({ id: courseApprovalRequests.id })
      .from(courseApprovalRequests)
      .where(
        inOrganization(
          courseApprovalRequests,
          ctx.orgId,
          eq(courseApprovalRequests.courseId, courseId),
          eq(courseApprovalRequests.status, 'PENDING'),
        ),
      );
    if (pending) throw new AppError('courses-071');
    const [inserted] = await tx
      .insert(courseApprovalRequests)
      .values({ organizationId: ctx.orgId, courseId, instructorId: ctx.user?.id ?? null, note: note || null })
      .returning();
    await tx
      .update(courses)
      .set({ status: 'pending', updatedAt: ctx.clock.now() })
      .where(inOrganization(courses, ctx.orgId, eq(courses.id, courseId)));
    return inserted;
  });
  if (!row) throw new Error('approval request not inserted');
  const [answer] = await toApprovalRequests(db, [row]);
  if (!answer) throw new Error('approval request not found');
  return answer;
}

/**
 * What each column of the queue sorts by: the course by its name, the instructor by name (a
 * request without one last), the status pending, approved, rejected; ties newest first.
 */
const sortKeys: SortKeys<ApprovalRequestSortColumn> = {
  createdAt: [courseApprovalRequests.createdAt, courseApprovalRequests.id],
  course: [courses.name],
  instructor: [nullable(people.firstName), nullable(people.lastName)],
  status: [courseApprovalRequests.status],
};

/** The organization's requests (of courses it offers and has not deleted), newest first unless sorted. */
export async function listCourseApprovalRequests(
  db: Db,
  ctx: RequestContext,
  query: {
    skip: number;
    take: number;
    status?: ApprovalStatus | undefined;
    sort?: ApprovalRequestSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listCourseApprovalRequests>> {
  const conditions: SQL[] = [eq(courseApprovalRequests.organizationId, ctx.orgId), eq(courses.isDeleted, false)];
  if (query.status) conditions.push(eq(courseApprovalRequests.status, query.status));
  const where = and(...conditions);
  const { data: rows, total } = await paged(
    query,
    db
      .select({ request: courseApprovalRequests })
      .from(courseApprovalRequests)
      .innerJoin(courses, eq(courses.id, courseApprovalRequests.courseId))
      .leftJoin(people, eq(people.id, courseApprovalRequests.instructorId))
      .where(where)
      .orderBy(
        ...orderOf(sortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(courseApprovalRequests.createdAt),
          desc(courseApprovalRequests.id),
        ]),
      )
      .$dynamic(),
    db
      .select({ n: count() })
      .from(courseApprovalRequests)
      .innerJoin(courses, eq(courses.id, courseApprovalRequests.courseId))
      .where(where),
  );
  return {
    data: await toApprovalRequests(
      db,
      rows.map((r) => r.request),
    ),
    total,
  };
}

/**
 * Approves or rejects a pending request (409 `courses-073` once decided), with the course's
 * status, in one transaction; the conditional UPDATE decides a request only once.
 */
export async function decideCourseApprovalRequest(
  db: Db,
  ctx: RequestContext,
  requestId: number,
  status: 'APPROVED' | 'REJECTED',
): Promise<CourseApprovalRequest> {
  const [found] = await db
    .select({ request: courseApprovalRequests })
    .from(courseApprovalRequests)
    .innerJoin(courses, eq(courses.id, courseApprovalRequests.courseId))
    .innerJoin(courseOfferings, inOrganization(courseOfferings, ctx.orgId, eq(courseOfferings.courseId, courses.id)))
    .where(
      inOrganization(
        courseApprovalRequests,
        ctx.orgId,
        eq(courseApprovalRequests.id, requestId),
        eq(courses.isDeleted, false),
      ),
    );
  if (!found) throw notFound();
  const row = await db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [decided] = await tx
      .update(courseApprovalRequests)
      .set({ status, decidedById: ctx.user?.id ?? null, decidedAt: now })
      .where(
        inOrganization(
          courseApprovalRequests,
          ctx.orgId,
          eq(courseApprovalRequests.id, requestId),
          eq(courseApprovalRequests.status, 'PENDING'),
        ),
      )
      .returning();
    if (!decided) throw new AppError('courses-073');
    const isApproved = status === 'APPROVED';
    await tx
      .update(courses)
      .set({
        isApproved,
        status: isApproved ? 'approved' : 'rejected',
        // A rejected course is taken out of the catalogue until it is approved.
        ...(isApproved ? {} : { isPublished: false }),
        updatedAt: now,
      })
      .where(inOrganization(courses, ctx.orgId, eq(courses.id, decided.courseId)));
    await ctx.events.publish(
      'courses.approval-decided',
      { organizationId: ctx.orgId, courseId: decided.courseId, requestId: decided.id, status },
      tx,
    );
    return decided;
  });
  const [answer] = await toApprovalRequests(db, [row]);
  if (!answer) throw new Error('approval request not found');
  return answer;
}
