import { eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { finishedSubsections } from './progress.tables.ts';

/** The lessons each of `userIds` finished in the course in organization `orgId`, in one query. */
export async function finishedLessonsOf(
  db: Db | Tx,
  orgId: number,
  courseId: number,
  userIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const finished = new Map(userIds.map((id) => [id, new Set<number>()]));
  if (userIds.length === 0) return finished;
  const rows = await db
    .select({ userId: finishedSubsections.userId, id: finishedSubsections.subsectionId })
    .from(finishedSubsections)
    .where(
      inOrganization(
        finishedSubsections,
        orgId,
        inArray(finishedSubsections.userId, [...userIds]),
        eq(finishedSubsections.courseId, courseId),
      ),
    );
  for (const row of rows) finished.get(row.userId)?.add(row.id);
  return finished;
}

/**
 * How many of the lessons `lessonIds` (a subquery of their ids) a learner finished in the course,
 * counted in the database for each row of a query over enrolments: `learner` names that query's
 * organization and user columns (a learner's progress is kept in the organization they learn in).
 */
export function finishedLessonCount(
  learner: { organizationId: SQLWrapper; userId: SQLWrapper },
  courseId: number,
  lessonIds: SQL,
): SQL<number> {
  return sql<number>`(
    select count(*) from ${finishedSubsections} f
    where f.organization_id = ${learner.organizationId} and f.user_id = ${learner.userId}
      and f.course_id = ${courseId}
      and f.subsection_id in (${lessonIds}))`.mapWith(Number);
}
