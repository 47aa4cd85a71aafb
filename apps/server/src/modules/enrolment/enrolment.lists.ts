import type {
  CourseCard,
  InstructedCourse,
  InstructedCourseSortColumn,
  Language,
  MyCourse,
  MyCoursesQuery,
  SortOrder,
} from '@manara/contract';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged, pagedOver, totalOver } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { type CourseAndOffering, cardsOfCourses, containsPattern, toCourseCards } from '../catalogue/index.ts';
import { courseInstructorRows, courseNameAsRead, offeringsIn, unsafeCourses } from '../courses/index.ts';
import type { EnrolleeRow } from './enrolment.reads.ts';
import { courseEnrollees } from './enrolment.tables.ts';
import { resolveTargetUser } from './enrolment.target.ts';

/** Cards of `userId`'s enrolled courses with their enrolment. */
export async function toMyCourses(
  db: Db,
  ctx: RequestContext,
  userId: number,
  rows: (CourseAndOffering & { enrolment: EnrolleeRow })[],
): Promise<MyCourse[]> {
  const cards = await toCourseCards(db, ctx, rows, { viewerId: userId });
  return cards.map((card, i) => toMyCourse(card, (rows[i] as { enrolment: EnrolleeRow }).enrolment));
}

/** A member's enrolment as my-courses shows it, on the course's card. */
function toMyCourse(card: CourseCard, e: EnrolleeRow): MyCourse {
  return {
    ...card,
    isEnrolled: true,
    isPinned: e.isPinned,
    isFinished: e.isFinished,
    progress: e.progress,
    lastVisitedSubsectionId: e.lastVisitedSubsectionId,
    enrolledAt: e.enrolledAt.toISOString(),
    lastActivityAt: e.lastActivityAt?.toISOString() ?? null,
    finishedAt: e.finishedAt?.toISOString() ?? null,
    fromSpecializationId: e.fromSpecializationId,
  };
}

/**
 * The member's enrolments in courses learners can see (expired ones included: they are the
 * member's history), filtered by search and finished state, in `order`. Served by the
 * enrolments' (user, organization) index: the cost follows the member's own enrolments. One
 * statement reads the page's enrolments and their total; the cards come from the content cache
 * (read only for courses not kept), so the courses' long columns are not read here.
 */
async function pageOfEnrolments(
  db: Db,
  ctx: RequestContext,
  userId: number,
  query: MyCoursesQuery,
  order: SQL[],
): Promise<{ data: MyCourse[]; total: number }> {
  const courses = unsafeCourses();
  const offerings = offeringsIn(ctx.orgId);
  const where = and(
    eq(courseEnrollees.userId, userId),
    eq(courseEnrollees.organizationId, ctx.orgId),
    eq(courses.isDeleted, false),
    eq(courses.isPublished, true),
    eq(offerings.isPublished, true),
    query.status === 'finished' ? eq(courseEnrollees.isFinished, true) : undefined,
    query.status === 'inProgress' ? eq(courseEnrollees.isFinished, false) : undefined,
    query.search ? like(courses.normalizedName, containsPattern(query.search)) : undefined,
  );
  const offeringOf = eq(offerings.courseId, courseEnrollees.courseId);
  const page = await pagedOver(
    query,
    db
      .select({ enrolment: courseEnrollees, total: totalOver })
      .from(courseEnrollees)
      .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
      .innerJoin(offerings, offeringOf)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(courseEnrollees)
        .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
        .innerJoin(offerings, offeringOf)
        .where(where);
      return row?.n ?? 0;
    },
  );
  const cards = await cardsOfCourses(
    db,
    ctx,
    page.data.map((row) => row.enrolment.courseId),
    { viewerId: userId },
  );
  const enrolmentOf = new Map(page.data.map((row) => [row.enrolment.courseId, row.enrolment]));
  return {
    data: cards.map((card) => toMyCourse(card, enrolmentOf.get(card.id) as EnrolleeRow)),
    total: page.total,
  };
}

/**
 * A page of the member's courses, kept (ContentCache.memberPage) until a change of the member's
 * enrolments or wishlist, or of the content: the page is read by the one statement of
 * `pageOfEnrolments` only when it is not kept (issue 11, my-courses).
 */
function keptPageOfEnrolments(
  db: Db,
  ctx: RequestContext,
  userId: number,
  list: 'my' | 'enrolled',
  query: MyCoursesQuery,
  order: SQL[],
): Promise<{ data: MyCourse[]; total: number }> {
  const page = JSON.stringify([list, ctx.language, query.skip, query.take, query.status ?? null, query.search ?? null]);
  return ctx.content.memberPage(ctx.orgId, userId, page, () => pageOfEnrolments(db, ctx, userId, query, order));
}

/** `GET users/{userId}/my-courses`: pinned first, then by last activity (or enrolment). */
export async function listMyCourses(db: Db, ctx: RequestContext, userId: number, query: MyCoursesQuery) {
  const target = await resolveTargetUser(db, ctx, userId);
  return keptPageOfEnrolments(db, ctx, target.userId, 'my', query, [
    desc(courseEnrollees.isPinned),
    desc(sql`coalesce(${courseEnrollees.lastActivityAt}, ${courseEnrollees.enrolledAt})`),
    desc(courseEnrollees.id),
  ]);
}

/** `GET users/{userId}/enrolled-courses`: newest enrolment first. */
export async function listEnrolledCourses(db: Db, ctx: RequestContext, userId: number, query: MyCoursesQuery) {
  const target = await resolveTargetUser(db, ctx, userId);
  return keptPageOfEnrolments(db, ctx, target.userId, 'enrolled', query, [
    desc(courseEnrollees.enrolledAt),
    desc(courseEnrollees.id),
  ]);
}

/**
 * What each column of the teaching home sorts by: the name the reader reads (the translation when
 * the course is in the other language, as its card shows it), the authoring status (pending,
 * approved, rejected), published first, the learners; ties newest first.
 */
function instructedSortKeys(
  language: Language,
  courses: ReturnType<typeof unsafeCourses>,
  offerings: ReturnType<typeof offeringsIn>,
): SortKeys<InstructedCourseSortColumn> {
  return {
    createdAt: [courses.createdAt, courses.id],
    name: [courseNameAsRead(language, courses)],
    status: [courses.status],
    isPublished: [sql`not ${courses.isPublished}`],
    numberOfEnrollees: [offerings.numberOfEnrollees],
  };
}

/**
 * `GET users/{userId}/instructed-courses`: every course of the organization the user teaches,
 * published or not, newest first unless sorted.
 */
export async function listInstructedCourses(
  db: Db,
  ctx: RequestContext,
  userId: number,
  query: {
    skip: number;
    take: number;
    search?: string | undefined;
    sort?: InstructedCourseSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<{ data: InstructedCourse[]; total: number }> {
  const target = await resolveTargetUser(db, ctx, userId);
  const courses = unsafeCourses();
  const offerings = offeringsIn(ctx.orgId);
  const where = and(
    eq(courseInstructorRows.userId, target.userId),
    eq(courses.isDeleted, false),
    query.search ? like(courses.normalizedName, containsPattern(query.search)) : undefined,
  );
  const base = () =>
    db
      .select({
        course: courses._.selectedFields,
        offering: offerings._.selectedFields,
        isHidden: courseInstructorRows.isHidden,
      })
      .from(courseInstructorRows)
      .innerJoin(courses, eq(courses.id, courseInstructorRows.courseId))
      .innerJoin(offerings, eq(offerings.courseId, courses.id));
  const sortKeys = instructedSortKeys(ctx.language, courses, offerings);
  const { data: rows, total } = await paged(
    query,
    base()
      .where(where)
      .orderBy(
        ...orderOf(sortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(courses.createdAt),
          desc(courses.id),
        ]),
      )
      .$dynamic(),
    db
      .select({ n: count() })
      .from(courseInstructorRows)
      .innerJoin(courses, eq(courses.id, courseInstructorRows.courseId))
      .innerJoin(offerings, eq(offerings.courseId, courses.id))
      .where(where),
  );
  const cards = await toCourseCards(db, ctx, rows, { viewerId: target.userId });
  return {
    data: cards.map((card, i) => {
      const row = rows[i] as (typeof rows)[number];
      return {
        ...card,
        isPublished: row.course.isPublished,
        status: row.course.status,
        isHiddenInstructor: row.isHidden,
      };
    }),
    total,
  };
}
