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
import { type Bound, builtOnce } from '../../platform/built-once.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged, pagePlaceholders, pageValues, totalOver } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { ORGANIZATION } from '../../platform/tenancy.ts';
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

/** The two lists of a member's courses, each in its order. */
type EnrolmentList = 'my' | 'enrolled';

const enrolmentOrder = (list: EnrolmentList): SQL[] =>
  list === 'my'
    ? // Pinned first, then by last activity (or enrolment).
      [
        desc(courseEnrollees.isPinned),
        desc(sql`coalesce(${courseEnrollees.lastActivityAt}, ${courseEnrollees.enrolledAt})`),
        desc(courseEnrollees.id),
      ]
    : // Newest enrolment first.
      [desc(courseEnrollees.enrolledAt), desc(courseEnrollees.id)];

/** Which conditions a page of enrolments has, besides the member and the organization. */
interface EnrolmentShape {
  status: MyCoursesQuery['status'] | null;
  search: boolean;
}

/** The member's enrolments in courses learners can see, filtered by `shape` (the values are each run's). */
function enrolmentsWhere(
  courses: ReturnType<typeof unsafeCourses>,
  offerings: ReturnType<typeof offeringsIn>,
  shape: EnrolmentShape,
  values: { userId: Bound<number>; orgId: Bound<number>; pattern: Bound<string> },
) {
  return and(
    eq(courseEnrollees.userId, values.userId),
    eq(courseEnrollees.organizationId, values.orgId),
    eq(courses.isDeleted, false),
    eq(courses.isPublished, true),
    eq(offerings.isPublished, true),
    shape.status === 'finished' ? eq(courseEnrollees.isFinished, true) : undefined,
    shape.status === 'inProgress' ? eq(courseEnrollees.isFinished, false) : undefined,
    shape.search ? like(courses.normalizedName, values.pattern) : undefined,
  );
}

/**
 * The statement of a page of enrolments and their total, built once per list and shape
 * (`platform/built-once.ts`): the member, the organization, the search and the page are its
 * placeholders.
 */
const enrolmentsPageStatement = builtOnce('enrolments_page', (db: Db, key: string, name: string) => {
  const { list, ...shape } = JSON.parse(key) as EnrolmentShape & { list: EnrolmentList };
  const courses = unsafeCourses();
  const offerings = offeringsIn(ORGANIZATION);
  const where = enrolmentsWhere(courses, offerings, shape, {
    userId: sql.placeholder('userId'),
    orgId: ORGANIZATION,
    pattern: sql.placeholder('pattern'),
  });
  return pagePlaceholders(
    db
      .select({ enrolment: courseEnrollees, total: totalOver })
      .from(courseEnrollees)
      .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
      .innerJoin(offerings, eq(offerings.courseId, courseEnrollees.courseId))
      .where(where)
      .orderBy(...enrolmentOrder(list))
      .$dynamic(),
  ).prepare(name);
});

/**
 * The member's enrolments in courses learners can see (expired ones included: they are the
 * member's history), filtered by search and finished state, in the list's order. Served by the
 * enrolments' (user, organization) index: the cost follows the member's own enrolments. One
 * statement reads the page's enrolments and their total; the cards come from the content cache
 * (read only for courses not kept), so the courses' long columns are not read here.
 */
async function pageOfEnrolments(
  db: Db,
  ctx: RequestContext,
  userId: number,
  list: EnrolmentList,
  query: MyCoursesQuery,
): Promise<{ data: MyCourse[]; total: number }> {
  const shape: EnrolmentShape = { status: query.status ?? null, search: Boolean(query.search) };
  const values = {
    userId,
    orgId: ctx.orgId,
    pattern: query.search ? containsPattern(query.search) : '',
  };
  const rows = await enrolmentsPageStatement(db, JSON.stringify({ list, ...shape })).execute({
    ...values,
    ...pageValues(query),
  });
  // Only a page past the end has no row to carry the total: then it is counted alone.
  const total = rows[0]?.total ?? (query.skip === 0 ? 0 : await countEnrolments(db, shape, values));
  const cards = await cardsOfCourses(
    db,
    ctx,
    rows.map((row) => row.enrolment.courseId),
    { viewerId: userId },
  );
  const enrolmentOf = new Map(rows.map((row) => [row.enrolment.courseId, row.enrolment]));
  return {
    data: cards.map((card) => toMyCourse(card, enrolmentOf.get(card.id) as EnrolleeRow)),
    total,
  };
}

/** How many enrolments `shape` holds (a page past the end). */
async function countEnrolments(
  db: Db,
  shape: EnrolmentShape,
  values: { userId: number; orgId: number; pattern: string },
): Promise<number> {
  const courses = unsafeCourses();
  const offerings = offeringsIn(values.orgId);
  const [row] = await db
    .select({ n: count() })
    .from(courseEnrollees)
    .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
    .innerJoin(offerings, eq(offerings.courseId, courseEnrollees.courseId))
    .where(enrolmentsWhere(courses, offerings, shape, values));
  return row?.n ?? 0;
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
  list: EnrolmentList,
  query: MyCoursesQuery,
): Promise<{ data: MyCourse[]; total: number }> {
  const page = JSON.stringify([list, ctx.language, query.skip, query.take, query.status ?? null, query.search ?? null]);
  return ctx.content.memberPage(ctx.orgId, userId, page, () => pageOfEnrolments(db, ctx, userId, list, query));
}

/** `GET users/{userId}/my-courses`: pinned first, then by last activity (or enrolment). */
export async function listMyCourses(db: Db, ctx: RequestContext, userId: number, query: MyCoursesQuery) {
  const target = await resolveTargetUser(db, ctx, userId);
  return keptPageOfEnrolments(db, ctx, target.userId, 'my', query);
}

/** `GET users/{userId}/enrolled-courses`: newest enrolment first. */
export async function listEnrolledCourses(db: Db, ctx: RequestContext, userId: number, query: MyCoursesQuery) {
  const target = await resolveTargetUser(db, ctx, userId);
  return keptPageOfEnrolments(db, ctx, target.userId, 'enrolled', query);
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
