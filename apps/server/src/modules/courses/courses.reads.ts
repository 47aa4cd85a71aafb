import type { Language } from '@manara/contract';
import { and, asc, eq, exists, getTableColumns, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { type OffsetPage, paged } from '../../platform/pagination.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization, type OrganizationOf } from '../../platform/tenancy.ts';
import type { CourseRow, OfferingRow } from './courses.policy.ts';
import { courseCategories, courseInstructors, courseOfferings, courses, courseTranslations } from './courses.tables.ts';

/*
 * How other modules read the courses module's tables, which they never import: read views to join
 * (plain subqueries, which PostgreSQL pulls up into the statement that joins them, so that its plan
 * is the one of joining the tables), conditions on their columns, and reads of their own.
 */

export type CourseCategoryRow = typeof courseCategories.$inferSelect;
export type CourseTranslationRow = typeof courseTranslations.$inferSelect;

/**
 * The organization's offerings, every column, to join on the course
 * (`innerJoin(offering, eq(offering.courseId, …))`): an organization's catalogue is its offerings.
 * `ORGANIZATION` in a statement built once, whose runs give the organization.
 */
export function offeringsIn(orgId: OrganizationOf) {
  return offeringsInViews(orgId, () =>
    new QueryBuilder()
      .select(getTableColumns(courseOfferings))
      .from(courseOfferings)
      .where(eq(courseOfferings.organizationId, orgId))
      .as('offerings'),
  );
}
const offeringsInViews = viewPer<OrganizationOf>();

/**
 * Every course, every column, to join from rows that keep to an organization: its offerings
 * (`offeringsIn`), or rows of courses it offers. Unsafe: the view itself keeps to no organization,
 * since a course offered to several is one row for all of them, kept by the one that owns it.
 */
export function unsafeCourses() {
  return unsafeCoursesView(undefined, () =>
    new QueryBuilder().select(getTableColumns(courses)).from(courses).as('course_rows'),
  );
}
const unsafeCoursesView = viewPer<undefined>();

/** Courses' texts in another language, every column: a translation is the course's, whoever offers it. */
export const courseTranslationRows = new QueryBuilder()
  .select(getTableColumns(courseTranslations))
  .from(courseTranslations)
  .as('course_translation_rows');

/** Courses' instructors: who teaches which course, in which order, and whether learners see them. */
export const courseInstructorRows = new QueryBuilder()
  .select({
    courseId: courseInstructors.courseId,
    userId: courseInstructors.userId,
    isHidden: courseInstructors.isHidden,
    position: courseInstructors.position,
  })
  .from(courseInstructors)
  .as('course_instructor_rows');

/**
 * Learning categories, every column, to join from a course (its category is one of the
 * organization that owns the course). Unsafe: the view keeps to no organization, since a course
 * offered to another shows its owner's category.
 */
export function unsafeCategories() {
  return unsafeCategoriesView(undefined, () =>
    new QueryBuilder().select(getTableColumns(courseCategories)).from(courseCategories).as('category_rows'),
  );
}
const unsafeCategoriesView = viewPer<undefined>();

/** Whether organization `orgId` offers the course whose id is `courseId` (a column of the statement around). */
export function isOfferedIn(orgId: number, courseId: SQLWrapper): SQL {
  return exists(
    new QueryBuilder()
      .select({ id: courseOfferings.id })
      .from(courseOfferings)
      .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courseId))),
  );
}

/** Of `courseIds`, those the organization offers and has not deleted (one statement). */
export async function offeredCourseIds(db: Db | Tx, orgId: number, courseIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(courseOfferings, inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courses.id)))
    .where(and(inArray(courses.id, [...courseIds]), eq(courses.isDeleted, false)));
  return rows.map((row) => row.id);
}

/** The course's translation into `language`, if it has one (a course's translations are the same to every organization). */
export async function findCourseTranslation(
  db: Db | Tx,
  courseId: number,
  language: Language,
): Promise<CourseTranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.language, language)));
  return row;
}

/**
 * The names of courses by id as a reader of `language` reads them: the translation when the
 * course is in the other language and has one, else its own name. Unsafe: by id alone, for ids
 * read from the organization's own rows (its reviews): a course offered to it may be owned by another.
 */
export async function unsafeCourseNamesIn(
  db: Db,
  language: Language,
  courseIds: readonly number[],
): Promise<Map<number, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, name: courses.name, language: courses.language, translated: courseTranslations.name })
    .from(courses)
    .leftJoin(
      courseTranslations,
      and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.language, language)),
    )
    .where(inArray(courses.id, [...courseIds]));
  return new Map(
    rows.map((c) => {
      const own = c.language === 'ARABIC' ? 'ar' : 'en';
      return [c.id, own === language ? c.name : c.translated?.trim() || c.name];
    }),
  );
}

/** The organization's learning categories in their order (position, then id). */
export async function orderedCategoriesOf(db: Db, orgId: number): Promise<CourseCategoryRow[]> {
  return db
    .select()
    .from(courseCategories)
    .where(eq(courseCategories.organizationId, orgId))
    .orderBy(asc(courseCategories.position), asc(courseCategories.id));
}

/** The categories and every category under them (categories are few per organization: one query). */
export async function categoryWithDescendants(
  db: Db,
  orgId: number,
  categoryIds: number | number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: courseCategories.id, parentId: courseCategories.parentId })
    .from(courseCategories)
    .where(eq(courseCategories.organizationId, orgId));
  const found = new Set([categoryIds].flat());
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

const parents = alias(courseCategories, 'parent');

/**
 * A page of the organization's learning categories in their order, each with its parent: all of
 * them, the top-level ones, or the children of one (`parentId`).
 */
export async function pageOfCategories(
  db: Db,
  orgId: number,
  query: { skip: number; take: number; parentId?: number | undefined; onlyTopLevel?: boolean },
): Promise<OffsetPage<{ category: CourseCategoryRow; parent: CourseCategoryRow | null }>> {
  const where = and(
    eq(courseCategories.organizationId, orgId),
    query.onlyTopLevel ? isNull(courseCategories.parentId) : undefined,
    query.parentId !== undefined ? eq(courseCategories.parentId, query.parentId) : undefined,
  );
  return paged(
    query,
    db
      .select({ category: courseCategories, parent: parents })
      .from(courseCategories)
      .leftJoin(parents, eq(parents.id, courseCategories.parentId))
      .where(where)
      .orderBy(asc(courseCategories.position), asc(courseCategories.id))
      .$dynamic(),
    db.$count(courseCategories, where),
  );
}

/** Organization `orgId`'s offering of the course, or null when it does not offer it. */
export async function findOffering(db: Db | Tx, orgId: number, courseId: number): Promise<OfferingRow | null> {
  const [offering] = await db
    .select()
    .from(courseOfferings)
    .where(inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courseId)));
  return offering ?? null;
}

/** The course `courseId` of organization `orgId` (the organization that owns it), or null. */
export async function findCourseOf(db: Db | Tx, orgId: number, courseId: number): Promise<CourseRow | null> {
  const [course] = await db
    .select()
    .from(courses)
    .where(inOrganization(courses, orgId, eq(courses.id, courseId)));
  return course ?? null;
}

/**
 * The course `courseId`, or null. Unsafe: by id alone, for the course of a domain event read
 * across the organizations that offer it (the learners waiting for it to open).
 */
export async function unsafeCourseById(db: Db | Tx, courseId: number): Promise<CourseRow | null> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  return course ?? null;
}
