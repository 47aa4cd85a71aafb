import { randomBytes } from 'node:crypto';
import { ConfigKey, type CourseCertificate, type Language } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { type CourseRow, findCourseTranslation, isConfigOn, type OfferingRow } from '../courses/index.ts';
import { recordActivity } from '../progress/index.ts';
import { unsafeNamesOf } from '../users/index.ts';
import { courseCertificates } from './certificates.tables.ts';

export type CertificateRow = typeof courseCertificates.$inferSelect;

/** 128 random bits, base64url: the unguessable public id of a certificate. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether the course gives certificates at all: the organization's setting, the course's mode, the offering. */
export async function isCertificateOffered(
  db: Db | Tx,
  orgId: number,
  course: CourseRow,
  offering: OfferingRow,
): Promise<boolean> {
  if (course.certificateMode === 'off' || !offering.issueCertificate) return false;
  return isConfigOn(db as Db, orgId, ConfigKey.certificatesEnabled);
}

/** The certificate's recipient and course in a language, from the names it was issued with. */
export function namesIn(row: CertificateRow, language: Language): { recipientName: string; courseName: string } {
  return language === 'ar'
    ? { recipientName: row.recipientNameAr || row.recipientName, courseName: row.courseNameAr || row.courseName }
    : { recipientName: row.recipientName, courseName: row.courseName };
}

export function toCourseCertificate(row: CertificateRow, language: Language): CourseCertificate {
  return {
    id: row.id,
    certificateId: row.certificateId,
    courseId: row.courseId,
    ...namesIn(row, language),
    issuedAt: row.issuedAt.toISOString(),
    grade: row.grade,
  };
}

/** The course's name in English and Arabic (its own language's name, the other from its translation). */
async function loadCourseNames(tx: Tx, course: CourseRow): Promise<{ en: string; ar: string | null }> {
  const other: Language = course.language === 'ARABIC' ? 'en' : 'ar';
  const translated = (await findCourseTranslation(tx, course.id, other))?.name?.trim() || null;
  return course.language === 'ARABIC'
    ? { en: translated ?? course.name, ar: course.name }
    : { en: course.name, ar: translated };
}

/** The learner's certificate row of the course in the organization (one per organization). */
function ofLearner(input: { orgId: number; course: CourseRow; userId: number }) {
  return and(
    eq(courseCertificates.organizationId, input.orgId),
    eq(courseCertificates.courseId, input.course.id),
    eq(courseCertificates.userId, input.userId),
  );
}

/**
 * Issues the learner's certificate of the course in organization `orgId` (the organization they
 * learned it in), in the caller's transaction. Idempotent: an issued certificate is answered as
 * it is. A revoked one is issued again only when `reissue` (an author's decision), under a new
 * public id so that the revoked link stays dead. The names of the learner and the course are
 * copied, so that the certificate does not change later.
 * A certificate issued (anew) publishes `certificates.issued` in the same transaction.
 */
export async function issueCertificate(
  tx: Tx,
  events: EventPublisher,
  input: {
    orgId: number;
    course: CourseRow;
    userId: number;
    grade: number | null;
    issuedById: number | null;
    reissue: boolean;
    /** When it is issued (the app's clock). */
    issuedAt: Date;
  },
): Promise<{ row: CertificateRow; isNew: boolean } | null> {
  const [existing] = await tx.select().from(courseCertificates).where(ofLearner(input)).for('update');
  if (existing?.isIssued) return { row: existing, isNew: false };
  if (existing && !input.reissue) return null;

  const user = await unsafeNamesOf(tx, input.userId);
  if (!user) return null;
  const courseNames = await loadCourseNames(tx, input.course);
  const arabicName = `${user.firstNameAr ?? ''} ${user.lastNameAr ?? ''}`.trim();
  const values = {
    certificateId: newCertificateId(),
    isIssued: true,
    grade: input.grade,
    issuedById: input.issuedById,
    issuedAt: input.issuedAt,
    recipientName: `${user.firstName} ${user.lastName}`.trim(),
    recipientNameAr: arabicName || null,
    courseName: courseNames.en,
    courseNameAr: courseNames.ar,
  };
  const [row] = existing
    ? await tx
        .update(courseCertificates)
        .set(values)
        .where(inOrganization(courseCertificates, input.orgId, eq(courseCertificates.id, existing.id)))
        .returning()
    : await tx
        .insert(courseCertificates)
        .values({ ...values, organizationId: input.orgId, userId: input.userId, courseId: input.course.id })
        .onConflictDoNothing()
        .returning();
  if (!row) {
    // Another request issued it between our read and insert: answer theirs.
    const [theirs] = await tx.select().from(courseCertificates).where(ofLearner(input));
    return theirs?.isIssued ? { row: theirs, isNew: false } : null;
  }
  await recordActivity(tx, {
    orgId: input.orgId,
    userId: input.userId,
    courseId: input.course.id,
    action: 'certificate.issued',
    subjectId: row.id,
    data: { certificateId: row.certificateId, manual: input.issuedById !== null },
  });
  await events.publish(
    'certificates.issued',
    { organizationId: input.orgId, courseId: input.course.id, userId: input.userId, certificateId: row.id },
    tx,
  );
  return { row, isNew: true };
}
