import type {
  CourseInstructor,
  Language,
  OrganizationCourse,
  OrganizationCourseSortColumn,
  OrganizationCoursesQuery,
} from '@manara/contract';
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/search-text.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { toCourseCards } from '../catalogue/index.ts';
import { people, personColumns, toPerson } from '../users/index.ts';
import { courseNameAsRead } from './course-names.ts';
import { categoryWithDescendants } from './courses.reads.ts';
import { courseInstructors, courseOfferings, courses } from './courses.tables.ts';

type Query = z.output<typeof OrganizationCoursesQuery>;

/**
 * What each column sorts by: the name the reader reads, the approval status (pending, approved,
 * rejected), published first, the learners of the organization's offering; ties newest first.
 */
function sortKeys(language: Language): SortKeys<OrganizationCourseSortColumn> {
  return {
    createdAt: [courses.createdAt, courses.id],
    name: [courseNameAsRead(language)],
    status: [courses.status],
    isPublished: [sql`not ${courses.isPublished}`],
    numberOfEnrollees: [courseOfferings.numberOfEnrollees],
  };
}

/** The conditions of the query's search and filters on the organization's own courses. */
async function filtersOf(db: Db, ctx: RequestContext, query: Query): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(courses.isDeleted, false)];
  if (query.search) conditions.push(like(courses.normalizedName, containsPattern(query.search)));
  if (query.published) conditions.push(eq(courses.isPublished, query.published === 'published'));
  if (query.status) conditions.push(eq(courses.status, query.status));
  if (query.categoryId !== undefined) {
    conditions.push(inArray(courses.categoryId, await categoryWithDescendants(db, ctx.orgId, query.categoryId)));
  }
  return and(...conditions);
}

/** Every instructor of each course, hidden ones too, in their order: one query for the page. */
async function loadAllInstructors(
  db: Db,
  language: Language,
  courseIds: number[],
): Promise<Map<number, (CourseInstructor & { isHidden: boolean })[]>> {
  const byCourse = new Map<number, (CourseInstructor & { isHidden: boolean })[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseInstructors.courseId,
      id: people.id,
      position: people.position,
      isHidden: courseInstructors.isHidden,
      ...personColumns,
    })
    .from(courseInstructors)
    .innerJoin(people, eq(people.id, courseInstructors.userId))
    .where(inArray(courseInstructors.courseId, courseIds))
    .orderBy(asc(courseInstructors.courseId), asc(courseInstructors.position), asc(people.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ id: row.id, position: row.position, isHidden: row.isHidden, ...toPerson(row, language) });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/**
 * `GET org-courses-management/courses`: every course the organization owns (not deleted), published
 * or not, whatever its approval, for its course administrators; newest first unless sorted (the
 * `courses_org_created_idx` index serves that order). Courses other organizations offer to this
 * one are theirs to administer, and are not listed.
 */
export async function listOrganizationCourses(
  db: Db,
  ctx: RequestContext,
  query: Query,
): Promise<{ data: OrganizationCourse[]; total: number }> {
  const where = inOrganization(courses, ctx.orgId, await filtersOf(db, ctx, query));
  const offeringOf = inOrganization(courseOfferings, ctx.orgId, eq(courseOfferings.courseId, courses.id));
  const { data: rows, total } = await paged(
    query,
    db
      .select({ course: courses, offering: courseOfferings })
      .from(courses)
      .innerJoin(courseOfferings, offeringOf)
      .where(where)
      .orderBy(
        ...orderOf(sortKeys(ctx.language), sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(courses.createdAt),
          desc(courses.id),
        ]),
      )
      .$dynamic(),
    db.select({ n: count() }).from(courses).innerJoin(courseOfferings, offeringOf).where(where),
  );
  const ids = rows.map((row) => row.course.id);
  const [cards, instructors] = await Promise.all([
    toCourseCards(db, ctx, rows, { viewerId: ctx.user?.id ?? null }),
    loadAllInstructors(db, ctx.language, ids),
  ]);
  return {
    data: cards.map((card, i) => {
      const { course } = rows[i] as (typeof rows)[number];
      return {
        ...card,
        instructors: instructors.get(course.id) ?? [],
        isPublished: course.isPublished,
        isPublishedByAdmin: course.isPublishedByAdmin,
        isApproved: course.isApproved,
        status: course.status,
      };
    }),
    total,
  };
}
