import { and, eq, exists, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { ViewerCourses } from '../../platform/content-cache.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseEnrollees, courseInterests, wishlistedCourses } from './enrolment.tables.ts';

/*
 * How other modules read the enrolment module's tables, which they never import: read views to
 * join (plain subqueries, which PostgreSQL pulls up into the statement that joins them),
 * conditions on their columns, and reads of their own. Every one keeps to one organization: a
 * learner's rows are kept by the organization they learn in.
 */

export type EnrolleeRow = typeof courseEnrollees.$inferSelect;

/** The organization's enrolments, every column, to join on the course and the learner. */
export function enrolmentsIn(orgId: number) {
  return enrolmentsInViews(orgId, () =>
    new QueryBuilder()
      .select(getTableColumns(courseEnrollees))
      .from(courseEnrollees)
      .where(eq(courseEnrollees.organizationId, orgId))
      .as('enrolments'),
  );
}
const enrolmentsInViews = viewPer<number>();

/**
 * The learner's enrolment in the course in organization `orgId`. A course offered to several
 * organizations has one enrolment per organization: another organization's is never this one.
 */
export async function findEnrolment(
  db: Db,
  orgId: number,
  courseId: number,
  userId: number,
): Promise<EnrolleeRow | null> {
  const [row] = await db
    .select()
    .from(courseEnrollees)
    .where(
      inOrganization(
        courseEnrollees,
        orgId,
        eq(courseEnrollees.courseId, courseId),
        eq(courseEnrollees.userId, userId),
      ),
    );
  return row ?? null;
}

/**
 * Whether `userId` is enrolled in organization `orgId` in the course whose id is `courseId` (a
 * column of the statement around); an enrolment in another organization does not count.
 */
export function isEnrolledIn(orgId: number, courseId: SQLWrapper, userId: number): SQL {
  return exists(
    sql`(select 1 from ${courseEnrollees} where ${courseEnrollees.organizationId} = ${orgId} and ${courseEnrollees.courseId} = ${courseId} and ${courseEnrollees.userId} = ${userId})`,
  );
}

/**
 * The ids of the courses `userId` enrolled in, wishlisted or showed interest in, in organization
 * `orgId`: a subquery, to ask `course.id in (…)`.
 */
export function chosenCourseIds(orgId: number, userId: number): SQL {
  return sql`(
    select ${courseEnrollees.courseId} from ${courseEnrollees} where ${courseEnrollees.userId} = ${userId} and ${courseEnrollees.organizationId} = ${orgId}
    union select ${wishlistedCourses.courseId} from ${wishlistedCourses} where ${wishlistedCourses.userId} = ${userId} and ${wishlistedCourses.organizationId} = ${orgId}
    union select ${courseInterests.courseId} from ${courseInterests} where ${courseInterests.userId} = ${userId} and ${courseInterests.organizationId} = ${orgId}
  )`;
}

/** The courses the user enrolled in and wishlisted in the organization, in one statement. */
export async function viewerCoursesOf(db: Db, orgId: number, userId: number): Promise<ViewerCourses> {
  const rows = await db
    .select({ courseId: courseEnrollees.courseId, kind: sql<'enrolled' | 'wishlisted'>`'enrolled'` })
    .from(courseEnrollees)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.userId, userId)))
    .unionAll(
      db
        .select({ courseId: wishlistedCourses.courseId, kind: sql<'enrolled' | 'wishlisted'>`'wishlisted'` })
        .from(wishlistedCourses)
        .where(inOrganization(wishlistedCourses, orgId, eq(wishlistedCourses.userId, userId))),
    );
  return {
    enrolled: new Set(rows.filter((r) => r.kind === 'enrolled').map((r) => r.courseId)),
    wishlisted: new Set(rows.filter((r) => r.kind === 'wishlisted').map((r) => r.courseId)),
  };
}

/** The members enrolled in the course in organization `orgId`. */
export async function learnerIdsOf(db: Db, orgId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseEnrollees.userId })
    .from(courseEnrollees)
    .where(and(eq(courseEnrollees.organizationId, orgId), eq(courseEnrollees.courseId, courseId)));
  return rows.map((row) => row.userId);
}

/** The ids of the courses a member is enrolled in, in the organization. */
export async function listEnrolledCourseIds(db: Db | Tx, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseEnrollees.courseId })
    .from(courseEnrollees)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.userId, userId)));
  return rows.map((row) => row.courseId);
}

/**
 * The enrolment `enrolmentId` of organization `orgId`, locked for the caller's transaction
 * (`for update`), so that two changes of its progress at once are made one after the other.
 */
export async function lockEnrolment(tx: Tx, orgId: number, enrolmentId: number) {
  const [locked] = await tx
    .select()
    .from(courseEnrollees)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.id, enrolmentId)))
    .for('update');
  return locked;
}

/** Those of `userIds` enrolled in the course in organization `orgId`. */
export async function enrolledAmong(
  db: Db | Tx,
  orgId: number,
  courseId: number,
  userIds: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ userId: courseEnrollees.userId })
    .from(courseEnrollees)
    .where(
      inOrganization(
        courseEnrollees,
        orgId,
        eq(courseEnrollees.courseId, courseId),
        inArray(courseEnrollees.userId, [...userIds]),
      ),
    );
  return rows.map((row) => row.userId);
}
