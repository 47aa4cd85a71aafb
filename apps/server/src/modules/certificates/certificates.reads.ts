import { count, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseCertificates } from './certificates.tables.ts';

/**
 * The certificates issued (not revoked) in organization `orgId`, to join on the learner and the
 * course (`issuedCertificatesIn(orgId)` beside a course's enrolments). Their public id and date,
 * not the names they were issued with. PostgreSQL pulls the subquery up into the query that joins it.
 */
export function issuedCertificatesIn(orgId: number) {
  return issuedCertificatesInViews(orgId, () =>
    new QueryBuilder()
      .select({
        id: courseCertificates.id,
        organizationId: courseCertificates.organizationId,
        courseId: courseCertificates.courseId,
        userId: courseCertificates.userId,
        certificateId: courseCertificates.certificateId,
        issuedAt: courseCertificates.issuedAt,
      })
      .from(courseCertificates)
      .where(inOrganization(courseCertificates, orgId, eq(courseCertificates.isIssued, true)))
      .as('issued_certificates'),
  );
}
const issuedCertificatesInViews = viewPer<number>();

/** How many certificates (not revoked) the learner was issued in organization `orgId`. */
export async function countIssuedCertificates(db: Db, orgId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseCertificates)
    .where(
      inOrganization(
        courseCertificates,
        orgId,
        eq(courseCertificates.userId, userId),
        eq(courseCertificates.isIssued, true),
      ),
    );
  return row?.n ?? 0;
}
