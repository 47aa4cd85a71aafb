import type * as calls from '@manara/contract';
import type { CertificateVerification, Language, MyCourseCertificate } from '@manara/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { paged } from '../../platform/pagination.ts';
import type { Storage } from '../../platform/storage.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { findOfferedCourse, requireCourseLearner } from '../courses/index.ts';
import { findEnrolment } from '../enrolment/index.ts';
import { unsafeStoredFiles } from '../media/index.ts';
import { organizationColor, organizationNames } from '../organizations/index.ts';
import { requireOwnUserId } from '../progress/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { templateForCourse } from './certificate-templates.service.ts';
import { type CertificateCriterion, criteriaOf, measureLearner } from './certificates.criteria.ts';
import {
  type CertificateRow,
  isCertificateOffered,
  issueCertificate,
  namesIn,
  toCourseCertificate,
} from './certificates.issue.ts';
import { courseCertificates } from './certificates.tables.ts';

/**
 * Issues the learner's certificate when the course gives certificates automatically (the
 * organization's `certificates_enabled`, the course's `automatic` mode, the offering's
 * `issueCertificate`) and the passing criteria are met. Idempotent; a revoked certificate is not
 * issued again. Answers the certificate, or null when none is (or was already) issued. The
 * certificates module's listener of `progress.changed`: the event's organization, where the
 * learner learned, issues the certificate.
 */
export async function evaluateCourseCertificate(
  deps: { db: Db; events: EventPublisher; clock: Clock; criteria: readonly CertificateCriterion[] },
  input: { orgId: number; courseId: number; userId: number },
): Promise<CertificateRow | null> {
  const { db } = deps;
  let found: Awaited<ReturnType<typeof findOfferedCourse>>;
  try {
    found = await findOfferedCourse(db, input.orgId, input.courseId);
  } catch {
    return null;
  }
  const { course, offering } = found;
  if (course.certificateMode !== 'automatic') return null;
  if (!(await isCertificateOffered(db, input.orgId, course, offering))) return null;
  if (!(await findEnrolment(db, input.orgId, course.id, input.userId))) return null;
  const measure = await measureLearner(db, deps.criteria, input.orgId, course, input.userId);
  if (!measure.isPassed) return null;
  const issued = await db.transaction((tx) =>
    issueCertificate(tx, deps.events, {
      orgId: input.orgId,
      course,
      userId: input.userId,
      grade: measure.grade,
      issuedById: null,
      reissue: false,
      issuedAt: deps.clock.now(),
    }),
  );
  return issued?.isNew ? issued.row : null;
}

export async function listUserCourseCertificates(
  db: Db,
  ctx: RequestContext,
  userId: number,
  page: { skip: number; take: number },
): Promise<calls.CallResponse<typeof calls.listUserCourseCertificates>> {
  requireOwnUserId(ctx, userId);
  const where = and(
    eq(courseCertificates.organizationId, ctx.orgId),
    eq(courseCertificates.userId, userId),
    eq(courseCertificates.isIssued, true),
  );
  const { data: rows, total } = await paged(
    page,
    db
      .select()
      .from(courseCertificates)
      .where(where)
      .orderBy(desc(courseCertificates.issuedAt), desc(courseCertificates.id))
      .$dynamic(),
    db.$count(courseCertificates, where),
  );
  return { data: rows.map((row) => toCourseCertificate(row, ctx.language)), total };
}

/** The learner's certificate of one course, or the criteria and their standing, or that there is none to get. */
export async function getMyCourseCertificate(
  db: Db,
  ctx: RequestContext,
  params: { userId: number; courseId: number },
  criteria: readonly CertificateCriterion[],
): Promise<MyCourseCertificate> {
  const userId = requireOwnUserId(ctx, params.userId);
  const { course, offering } = await requireCourseLearner(db, ctx, params.courseId);
  const [isOffered, measure, [row]] = await Promise.all([
    isCertificateOffered(db, ctx.orgId, course, offering),
    measureLearner(db, criteria, ctx.orgId, course, userId),
    db
      .select()
      .from(courseCertificates)
      .where(
        inOrganization(
          courseCertificates,
          ctx.orgId,
          eq(courseCertificates.userId, userId),
          eq(courseCertificates.courseId, course.id),
          eq(courseCertificates.isIssued, true),
        ),
      ),
  ]);
  const { isPassed: _, ...progress } = measure;
  return {
    courseId: course.id,
    isOffered,
    criteria: criteriaOf(course),
    progress,
    certificate: row ? toCourseCertificate(row, ctx.language) : null,
  };
}

/**
 * An issued certificate by its public id, whatever the request's organization: the link is
 * shared outside the platform and opened by browsers that may have another organization
 * selected. The id is 128 random bits, so finding by it alone reveals nothing that was not given.
 */
async function unsafeFindIssuedCertificate(db: Db, certificateId: string) {
  const logos = unsafeStoredFiles('logos');
  const [row] = await db
    .select({
      certificate: courseCertificates,
      organization: {
        id: organizationNames.id,
        name: organizationNames.name,
        nameArabic: organizationNames.nameArabic,
      },
      logoUrl: logos.url,
      logoKey: logos.key,
      logoMime: logos.mime,
    })
    .from(courseCertificates)
    .innerJoin(organizationNames, eq(organizationNames.id, courseCertificates.organizationId))
    .leftJoin(logos, eq(logos.id, organizationNames.logoId))
    .where(and(eq(courseCertificates.certificateId, certificateId), eq(courseCertificates.isIssued, true)));
  if (!row) throw notFound();
  return row;
}

export function certificatePageUrl(publicUrl: string, certificateId: string): string {
  return new URL(`/certificates/${encodeURIComponent(certificateId)}`, publicUrl).toString();
}

export async function getCertificateVerification(
  db: Db,
  ctx: RequestContext,
  certificateId: string,
  publicUrl: string,
): Promise<CertificateVerification> {
  const { certificate, organization, logoUrl } = await unsafeFindIssuedCertificate(db, certificateId);
  return {
    certificateId: certificate.certificateId,
    ...namesIn(certificate, ctx.language),
    organization: {
      id: organization.id,
      name: ctx.language === 'ar' ? organization.nameArabic || organization.name : organization.name,
      logoUrl: logoUrl ?? null,
    },
    issuedAt: certificate.issuedAt.toISOString(),
    isValid: certificate.isIssued,
    verificationUrl: certificatePageUrl(publicUrl, certificate.certificateId),
  };
}

/** A stored image's bytes when pdfkit can draw it (PNG or JPEG), else null (also when the bytes are gone). */
async function readDrawableImage(storage: Storage, key: string | null, mime: string | null): Promise<Buffer | null> {
  if (!key || (mime !== 'image/png' && mime !== 'image/jpeg')) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/**
 * The certificate as a PDF in `language`: drawn with the template its offering names, else the
 * organization's default template (orientation, accent colour, background, logo), else the
 * built-in look in the organization's primary colour.
 */
export async function getCertificatePdf(
  { db, storage }: { db: Db; storage: Storage },
  certificateId: string,
  language: Language,
  publicUrl: string,
): Promise<Buffer> {
  const { certificate, organization, logoKey, logoMime } = await unsafeFindIssuedCertificate(db, certificateId);
  const primary = await organizationColor(db, organization.id, 'primary');
  const template = await templateForCourse(db, organization.id, certificate.courseId);
  const accentColor = template?.settings.accentColor ?? primary;
  const [background, logo] = await Promise.all([
    template ? readDrawableImage(storage, template.backgroundKey, template.backgroundMime) : null,
    template?.settings.showLogo ? readDrawableImage(storage, logoKey, logoMime) : null,
  ]);
  return renderCertificatePdf({
    language,
    organizationName: language === 'ar' ? organization.nameArabic || organization.name : organization.name,
    ...namesIn(certificate, language),
    issuedAt: certificate.issuedAt,
    certificateId: certificate.certificateId,
    verificationUrl: certificatePageUrl(publicUrl, certificate.certificateId),
    ...(accentColor ? { accentColor } : {}),
    orientation: template?.settings.orientation ?? 'landscape',
    background,
    logo,
  });
}
