import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseEnrollees } from './enrolment.tables.ts';

/*
 * How other modules read the enrolment module's tables, which they never import: read views to
 * join (plain subqueries, which PostgreSQL pulls up into the statement that joins them),
 * conditions on their columns, and reads of their own. Every one keeps to one organization: a
 * learner's rows are kept by the organization they learn in.
 */

/** The organization's enrolments, every column, to join on the course and the learner. */
export function enrolmentsIn(orgId: number) {
  return new QueryBuilder()
    .select(getTableColumns(courseEnrollees))
    .from(courseEnrollees)
    .where(eq(courseEnrollees.organizationId, orgId))
    .as('enrolments');
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
