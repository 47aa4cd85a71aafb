import type * as calls from '@manara/contract';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pagedOver, totalOver } from '../../platform/pagination.ts';
import { checkMemberPermissions, permissionSetsWhere } from '../permissions/index.ts';
import { membershipsIn, people, personColumns, personSearch, toPerson } from '../users/index.ts';
import { loadAuthoringInstructors } from './course-authoring.detail.ts';
import { mayAuthorCourses } from './courses.policy.ts';
import { courseInstructors } from './courses.tables.ts';

type InstructorList = calls.CallResponse<typeof calls.listAuthoringInstructors>;

async function answerList(db: Db, ctx: RequestContext, courseId: number): Promise<InstructorList> {
  const data = await loadAuthoringInstructors(db, ctx.language, courseId);
  return { data, total: data.length };
}

export async function listAuthoringInstructors(db: Db, ctx: RequestContext, courseId: number): Promise<InstructorList> {
  return answerList(db, ctx, courseId);
}

/**
 * Whether a member of the organization may teach: their permission set grants the instructor
 * or the administrator portal (checked like any permission, with bypasses and prerequisites).
 */
async function canTeach(db: Db, orgId: number, userId: number): Promise<boolean> {
  const can = await checkMemberPermissions(db, orgId, userId);
  return can !== null && mayAuthorCourses(can);
}

type CandidateList = calls.CallResponse<typeof calls.listInstructorCandidates>;

/**
 * `GET courses/{id}/instructor-candidates`: the organization's active members who may teach (the
 * sets that grant what `canTeach` asks of one member), by name, searched by name or e-mail, each
 * saying whether they teach the course already. Two statements: the sets, then the page with its
 * total.
 */
export async function listInstructorCandidates(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  query: { skip: number; take: number; search?: string | undefined },
): Promise<CandidateList> {
  const setIds = await permissionSetsWhere(db, ctx, mayAuthorCourses);
  if (setIds.length === 0) return { data: [], total: 0 };
  const members = membershipsIn(ctx.orgId);
  const where = and(
    inArray(members.permissionSetId, setIds),
    isNull(people.deactivatedAt),
    eq(people.requiresApproval, false),
    personSearch(query.search),
  );
  const page = await pagedOver(
    query,
    db
      .select({
        id: people.id,
        email: people.email,
        ...personColumns,
        isInstructor: sql<boolean>`${courseInstructors.userId} is not null`,
        total: totalOver,
      })
      .from(members)
      .innerJoin(people, eq(people.id, members.userId))
      .leftJoin(
        courseInstructors,
        and(eq(courseInstructors.courseId, courseId), eq(courseInstructors.userId, people.id)),
      )
      .where(where)
      .orderBy(asc(people.firstName), asc(people.lastName), asc(people.id))
      .$dynamic(),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(members)
        .innerJoin(people, eq(people.id, members.userId))
        .where(where);
      return row?.n ?? 0;
    },
  );
  return {
    data: page.data.map((row) => ({
      id: row.id,
      email: row.email,
      ...toPerson(row, ctx.language),
      isInstructor: row.isInstructor,
    })),
    total: page.total,
  };
}

/** Adds an instructor at the end of the list, or changes `isHidden` of one already there. */
export async function addCourseInstructor(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  body: { userId: number; isHidden: boolean },
): Promise<InstructorList> {
  if (!(await canTeach(db, ctx.orgId, body.userId))) throw new AppError('courses-080');
  const [last] = await db
    .select({ position: max(courseInstructors.position) })
    .from(courseInstructors)
    .where(eq(courseInstructors.courseId, courseId));
  await db
    .insert(courseInstructors)
    .values({ courseId, userId: body.userId, isHidden: body.isHidden, position: (last?.position ?? -1) + 1 })
    .onConflictDoUpdate({
      target: [courseInstructors.courseId, courseInstructors.userId],
      set: { isHidden: body.isHidden },
    });
  return answerList(db, ctx, courseId);
}

export async function updateCourseInstructor(
  db: Db,
  ctx: RequestContext,
  params: { courseId: number; userId: number },
  isHidden: boolean,
): Promise<InstructorList> {
  const updated = await db
    .update(courseInstructors)
    .set({ isHidden })
    .where(and(eq(courseInstructors.courseId, params.courseId), eq(courseInstructors.userId, params.userId)))
    .returning({ userId: courseInstructors.userId });
  if (updated.length === 0) throw notFound();
  return answerList(db, ctx, params.courseId);
}

export async function removeCourseInstructor(db: Db, params: { courseId: number; userId: number }): Promise<null> {
  const removed = await db
    .delete(courseInstructors)
    .where(and(eq(courseInstructors.courseId, params.courseId), eq(courseInstructors.userId, params.userId)))
    .returning({ userId: courseInstructors.userId });
  if (removed.length === 0) throw notFound();
  return null;
}
