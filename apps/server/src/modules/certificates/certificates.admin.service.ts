import type * as calls from '@manara/contract';
import { type CertificateReportSortColumn, ConfigKey, type PassingCriteria, type SortOrder } from '@manara/contract';
import { and, asc, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { nullable, orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import {
  type CourseRow,
  isConfigOn,
  isCourseAdministrator,
  isCourseInstructor,
  type OfferedCourse,
  requireCourseAuthor,
  setPassingCriteria,
} from '../courses/index.ts';
import { enrolledAmong, enrolmentsIn } from '../enrolment/index.ts';
import { people } from '../users/index.ts';
import {
  type CertificateCriterion,
  criteriaOf,
  type LearnerStanding,
  measureLearners,
} from './certificates.criteria.ts';
import { issueCertificate, toCourseCertificate } from './certificates.issue.ts';
import { courseCertificates } from './certificates.tables.ts';

/**
 * What each column of the report sorts by: the learner by name (first, then last), the
 * certificate by its date (a learner without one last, either way); ties by name, then id.
 * Completion and criteria are measured for the page's learners only, so they do not sort.
 */
const reportSortKeys: SortKeys<CertificateReportSortColumn> = {
  learner: [people.firstName, people.lastName, people.id],
  certificate: [nullable(courseCertificates.issuedAt)],
};

/**
 * Report of a course's certificates for its authors: every enrolled learner with their standing
 * against the criteria and their certificate, by name unless sorted. `status` keeps those with
 * (or without) one.
 */
export async function getCourseCertificatesReport(
  db: Db,
  ctx: RequestContext,
  course: CourseRow,
  query: {
    skip: number;
    take: number;
    status: 'all' | 'issued' | 'notIssued';
    sort?: CertificateReportSortColumn | undefined;
    order?: SortOrder | undefined;
  },
  criteria: readonly CertificateCriterion[],
): Promise<calls.CallResponse<typeof calls.getCourseCertificatesReport>> {
  const enrolments = enrolmentsIn(ctx.orgId);
  const issuedJoin = and(
    eq(courseCertificates.organizationId, enrolments.organizationId),
    eq(courseCertificates.courseId, enrolments.courseId),
    eq(courseCertificates.userId, enrolments.userId),
    eq(courseCertificates.isIssued, true),
  );
  const conditions: SQL[] = [eq(enrolments.courseId, course.id)];
  if (query.status === 'issued') conditions.push(isNotNull(courseCertificates.id));
  if (query.status === 'notIssued') conditions.push(isNull(courseCertificates.id));
  const where = and(...conditions);
  const { data: rows, total } = await paged(
    query,
    db
      .select({
        enrolledAt: enrolments.enrolledAt,
        user: { id: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email },
        certificate: courseCertificates,
      })
      .from(enrolments)
      .innerJoin(people, eq(people.id, enrolments.userId))
      .leftJoin(courseCertificates, issuedJoin)
      .where(where)
      .orderBy(
        ...orderOf(reportSortKeys, sortingOf(query, { sort: 'learner', order: 'asc' }), [
          asc(people.firstName),
          asc(people.lastName),
          asc(people.id),
        ]),
      )
      .$dynamic(),
    db.select({ n: count() }).from(enrolments).leftJoin(courseCertificates, issuedJoin).where(where),
  );
  const standings = await measureLearners(
    db,
    criteria,
    ctx.orgId,
    course,
    rows.map((row) => row.user.id),
  );
  const data = rows.map(({ enrolledAt, user, certificate }) => {
    const { isPassed, ...progress } = standings.get(user.id) as LearnerStanding;
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      enrolledAt: enrolledAt.toISOString(),
      progress,
      isPassed,
      certificate: certificate ? toCourseCertificate(certificate, ctx.language) : null,
    };
  });
  return { data, total };
}

/**
 * The course's authors issue certificates to enrolled learners, whatever the criteria (the
 * `manual` mode, or an exception in `automatic`), while the organization's certificates are on
 * (both checked by the call's access). All in one transaction: every learner must be enrolled in
 * the organization, or none is issued. A revoked certificate is issued again under a new public id.
 */
export async function issueCourseCertificates(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
  body: { userIds: number[] },
  criteria: readonly CertificateCriterion[],
): Promise<calls.CallResponse<typeof calls.issueCourseCertificates>> {
  if (course.certificateMode === 'off' || !offering.issueCertificate) throw new AppError('certificates-002');
  const userIds = [...new Set(body.userIds)];
  const enrolled = await enrolledAmong(db, ctx.orgId, course.id, userIds);
  if (enrolled.length !== userIds.length) throw new AppError('certificates-003');
  const standings = await measureLearners(db, criteria, ctx.orgId, course, userIds);

  const issuedById = ctx.user?.id ?? null;
  const rows = await db.transaction(async (tx) => {
    const issued = [];
    for (const userId of userIds) {
      const result = await issueCertificate(tx, ctx.events, {
        orgId: ctx.orgId,
        course,
        userId,
        grade: standings.get(userId)?.grade ?? null,
        issuedById,
        reissue: true,
        issuedAt: ctx.clock.now(),
      });
      if (result) issued.push(result.row);
    }
    return issued;
  });
  return { data: rows.map((row) => toCourseCertificate(row, ctx.language)) };
}

/** An author of the certificate's course revokes it; its public link then answers 404. */
export async function revokeCourseCertificate(db: Db, ctx: RequestContext, certificateId: string): Promise<null> {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(
      inOrganization(
        courseCertificates,
        ctx.orgId,
        eq(courseCertificates.certificateId, certificateId),
        eq(courseCertificates.isIssued, true),
      ),
    );
  if (!row) throw notFound();
  await requireCourseAuthor(db, ctx, row.courseId);
  await db
    .update(courseCertificates)
    .set({ isIssued: false })
    .where(inOrganization(courseCertificates, ctx.orgId, eq(courseCertificates.id, row.id)));
  return null;
}

/**
 * Who may change a course's passing criteria: its instructors while the organization's
 * `instructor_passing_criteria` is on, its administrators while `admin_passing_criteria` is on.
 */
async function canEditCriteria(db: Db, ctx: RequestContext, course: CourseRow): Promise<boolean> {
  if (!ctx.user) return false;
  const [isAdmin, isInstructor] = await Promise.all([
    isCourseAdministrator(db, ctx),
    isCourseInstructor(db, course.id, ctx.user.id),
  ]);
  if (isAdmin && (await isConfigOn(db, ctx.orgId, ConfigKey.adminPassingCriteria))) return true;
  return isInstructor && (await isConfigOn(db, ctx.orgId, ConfigKey.instructorPassingCriteria));
}

export async function getPassingCriteria(
  db: Db,
  ctx: RequestContext,
  course: CourseRow,
): Promise<PassingCriteria & { canEdit: boolean }> {
  return { ...criteriaOf(course), canEdit: await canEditCriteria(db, ctx, course) };
}

export async function updatePassingCriteria(
  db: Db,
  ctx: RequestContext,
  course: CourseRow,
  body: PassingCriteria,
): Promise<PassingCriteria & { canEdit: boolean }> {
  if (!(await canEditCriteria(db, ctx, course))) throw new AppError('certificates-004');
  const updated = await setPassingCriteria(db, ctx, course.id, body);
  if (!updated) throw notFound();
  return { ...criteriaOf(updated), canEdit: true };
}
