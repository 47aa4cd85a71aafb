import type * as calls from '@manara/contract';
import {
  type CompletionReport,
  type EnrolledStudent,
  type EnrolledStudentSortColumn,
  MAX_INT4,
  type SortOrder,
} from '@manara/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged } from '../../platform/pagination.ts';
import { nullable, orderOf, type Sorting, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { issuedCertificatesIn } from '../certificates/index.ts';
import { countRequiredLessons, requiredLessonIds } from '../course-content/index.ts';
import { finishedLessonCount } from '../progress/index.ts';
import { people, personSearch } from '../users/index.ts';
import { courseEnrollees } from './enrolment.tables.ts';

/** What a page of learners is ordered by: a column of the staff table, or the report's progress. */
export type Order = Sorting<EnrolledStudentSortColumn>;
const BY_PROGRESS: Order = { sort: 'progress', order: 'desc' };

/** The course's enrolments in the caller's organization: another organization's learners stay its own. */
export function enrolmentsOf(orgId: number, courseId: number): SQL {
  return and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, orgId)) as SQL;
}

/**
 * What each column sorts by: enrolments by time keep to their own order (the later one first when
 * newest first), names to the enrolment; other columns fall back to the name, then the
 * enrolment. A learner never active comes last either way.
 */
const sortKeys: SortKeys<EnrolledStudentSortColumn> = {
  enrolledAt: [courseEnrollees.enrolledAt, courseEnrollees.id],
  name: [people.firstName, people.lastName, courseEnrollees.id],
  progress: [courseEnrollees.progress],
  lastActivityAt: [nullable(courseEnrollees.lastActivityAt)],
};

function studentOrder(order: Order): SQL[] {
  return orderOf(sortKeys, order, [asc(people.firstName), asc(people.lastName), asc(courseEnrollees.id)]);
}

/** A page of the course's learners with their standing, in one query (plus its count). */
export async function queryStudents(
  db: Db,
  orgId: number,
  courseId: number,
  page: { skip: number; take: number | null; search?: string | undefined; order: Order },
): Promise<{ data: EnrolledStudent[]; total: number }> {
  const where = and(enrolmentsOf(orgId, courseId), personSearch(page.search));
  // The lessons that count, of a course of the authors' organization `orgId` (which keeps its content).
  const finishedLessons = finishedLessonCount(courseEnrollees, courseId, requiredLessonIds(orgId, courseId));
  const certificates = issuedCertificatesIn(orgId);
  const query = db
    .select({
      enrolment: courseEnrollees,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email,
      imageUrl: people.imageUrl,
      certificateId: certificates.certificateId,
      finishedLessons,
    })
    .from(courseEnrollees)
    .innerJoin(people, eq(people.id, courseEnrollees.userId))
    .leftJoin(
      certificates,
      and(
        eq(certificates.organizationId, courseEnrollees.organizationId),
        eq(certificates.courseId, courseEnrollees.courseId),
        eq(certificates.userId, courseEnrollees.userId),
      ),
    )
    .where(where)
    .orderBy(...studentOrder(page.order))
    .$dynamic();
  // No `take`: every learner (the completion report's CSV).
  const { data: rows, total } = await paged(
    { skip: page.skip, take: page.take ?? MAX_INT4 },
    query,
    db
      .select({ n: count() })
      .from(courseEnrollees)
      .innerJoin(people, eq(people.id, courseEnrollees.userId))
      .where(where),
  );
  const data = rows.map((row) => ({
    userId: row.enrolment.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImage: row.imageUrl ? { url: row.imageUrl } : null,
    enrolledAt: row.enrolment.enrolledAt.toISOString(),
    progress: row.enrolment.progress,
    finishedLessons: row.finishedLessons,
    isFinished: row.enrolment.isFinished,
    finishedAt: row.enrolment.finishedAt?.toISOString() ?? null,
    lastActivityAt: row.enrolment.lastActivityAt?.toISOString() ?? null,
    fromSpecializationId: row.enrolment.fromSpecializationId,
    hasCertificate: row.certificateId !== null,
    certificateId: row.certificateId,
  }));
  return { data, total };
}

export async function listEnrolledStudents(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  query: {
    skip: number;
    take: number;
    search?: string | undefined;
    sort?: EnrolledStudentSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listEnrolledStudents>> {
  // Newest enrolment first when nothing is asked; a column asked for, ascending unless told.
  const order = sortingOf(query, { sort: 'enrolledAt', order: 'desc' });
  return queryStudents(db, ctx.orgId, courseId, { skip: query.skip, take: query.take, search: query.search, order });
}

/** The course's completion in figures, counted in the database, and a page of learners by progress. */
export async function getCompletionReport(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  page: { skip: number; take: number },
): Promise<CompletionReport> {
  const issued = issuedCertificatesIn(ctx.orgId);
  const [[figures], requiredLessons, [certificates], students] = await Promise.all([
    db
      .select({
        enrolled: count(),
        finished: sql<number>`count(*) filter (where ${courseEnrollees.isFinished})`.mapWith(Number),
        inProgress:
          sql<number>`count(*) filter (where not ${courseEnrollees.isFinished} and ${courseEnrollees.progress} > 0)`.mapWith(
            Number,
          ),
        averageProgress: sql<number>`coalesce(avg(${courseEnrollees.progress}), 0)`.mapWith(Number),
      })
      .from(courseEnrollees)
      .where(enrolmentsOf(ctx.orgId, courseId)),
    countRequiredLessons(db, ctx.orgId, courseId),
    db
      .select({ n: count() })
      .from(issued)
      .innerJoin(
        courseEnrollees,
        and(
          eq(courseEnrollees.organizationId, issued.organizationId),
          eq(courseEnrollees.courseId, issued.courseId),
          eq(courseEnrollees.userId, issued.userId),
        ),
      )
      .where(enrolmentsOf(ctx.orgId, courseId)),
    queryStudents(db, ctx.orgId, courseId, { ...page, order: BY_PROGRESS }),
  ]);
  const enrolled = figures?.enrolled ?? 0;
  const finished = figures?.finished ?? 0;
  const inProgress = figures?.inProgress ?? 0;
  return {
    courseId,
    requiredLessons,
    enrolled,
    finished,
    inProgress,
    notStarted: Math.max(0, enrolled - finished - inProgress),
    averageProgress: Math.round((figures?.averageProgress ?? 0) * 10_000) / 10_000,
    certificatesIssued: certificates?.n ?? 0,
    ...students,
  };
}

/** A CSV field: quoted when needed, and never read as a formula by spreadsheets. */
export function csvField(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every learner's completion as CSV, with a byte-order mark so that spreadsheets read Arabic names. */
export async function getCompletionReportCsv(db: Db, ctx: RequestContext, courseId: number): Promise<string> {
  const { data } = await queryStudents(db, ctx.orgId, courseId, { skip: 0, take: null, order: BY_PROGRESS });
  const header = [
    'userId',
    'firstName',
    'lastName',
    'email',
    'enrolledAt',
    'progress',
    'finishedLessons',
    'isFinished',
    'finishedAt',
    'lastActivityAt',
    'certificateId',
  ];
  const lines = data.map((s) =>
    [
      s.userId,
      s.firstName,
      s.lastName,
      s.email,
      s.enrolledAt,
      s.progress,
      s.finishedLessons,
      s.isFinished,
      s.finishedAt,
      s.lastActivityAt,
      s.certificateId,
    ]
      .map(csvField)
      .join(','),
  );
  return csvDocument(header, lines);
}

/** A CSV document: the header, the lines, CRLF endings and a byte-order mark so that spreadsheets read Arabic. */
export function csvDocument(header: readonly string[], lines: readonly string[]): string {
  return `\ufeff${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
