import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseEnrollees } from './enrolment.tables.ts';

/** The ids of the courses a member is enrolled in, in the organization. */
export async function listEnrolledCourseIds(db: Db | Tx, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseEnrollees.courseId })
    .from(courseEnrollees)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.userId, userId)));
  return rows.map((row) => row.courseId);
}
