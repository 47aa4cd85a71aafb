import type { Language } from '@manara/contract';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import type { CourseRow, OfferingRow } from './courses.policy.ts';
import { courseInstructors, courseOfferings, courses, courseTranslations } from './courses.tables.ts';

/*
 * How other modules read the courses module's tables, which they never import: read views to join
 * (plain subqueries, which PostgreSQL pulls up into the statement that joins them, so that its plan
 * is the one of joining the tables), conditions on their columns, and reads of their own.
 */

export type CourseTranslationRow = typeof courseTranslations.$inferSelect;

/**
 * The organization's offerings, every column, to join on the course
 * (`innerJoin(offering, eq(offering.courseId, …))`): an organization's catalogue is its offerings.
 */
export function offeringsIn(orgId: number) {
  return new QueryBuilder()
    .select(getTableColumns(courseOfferings))
    .from(courseOfferings)
    .where(eq(courseOfferings.organizationId, orgId))
    .as('offerings');
}

/**
 * Every course, every column, to join from rows that keep to an organization: its offerings
 * (`offeringsIn`), or rows of courses it offers. Unsafe: the view itself keeps to no organization,
 * since a course offered to several is one row for all of them, kept by the one that owns it.
 */
export function unsafeCourses() {
  return new QueryBuilder().select(getTableColumns(courses)).from(courses).as('course_rows');
}

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
