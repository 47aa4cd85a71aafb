import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseSections, courseSubsections, courseSubsectionTranslations } from './course-content.tables.ts';

/*
 * How other modules read the course-content module's tables, which they never import.
 */

/**
 * The course's published sections (id, name, week) and their published lessons (id, section,
 * name, optional), each in order: what a visitor may know of its content, in the course's own
 * language. A course's content is kept by the organization that owns the course. Two statements.
 */
export async function publishedOutlineOf(db: Db, course: { id: number; organizationId: number }) {
  const [sections, lessons] = await Promise.all([
    db
      .select({ id: courseSections.id, name: courseSections.name, week: courseSections.week })
      .from(courseSections)
      .where(
        inOrganization(
          courseSections,
          course.organizationId,
          eq(courseSections.courseId, course.id),
          eq(courseSections.isPublished, true),
        ),
      )
      .orderBy(asc(courseSections.position), asc(courseSections.id)),
    db
      .select({
        id: courseSubsections.id,
        sectionId: courseSubsections.sectionId,
        name: courseSubsections.name,
        isOptional: courseSubsections.isOptional,
      })
      .from(courseSubsections)
      .where(
        inOrganization(
          courseSubsections,
          course.organizationId,
          eq(courseSubsections.courseId, course.id),
          eq(courseSubsections.isPublished, true),
        ),
      )
      .orderBy(asc(courseSubsections.position), asc(courseSubsections.id)),
  ]);
  return { sections, lessons };
}

/**
 * Lessons as other modules read them: their course, section and name (in the course's own
 * language; `lessonTranslations` has the others), to join on `id` (the lesson of a note, of an
 * entry of the activity log). PostgreSQL pulls the subquery up into the query that joins it.
 *
 * Unsafe: every organization's lessons. A course's content is kept by the organization that owns
 * the course and read by every organization offering it; the query joining a lesson reaches it
 * through a row of its own organization (the learner's note, their activity). A function, as
 * `unsafeFiles` of media: it is there even while an import cycle between modules is still loading
 * this one.
 */
export function unsafeLessons() {
  return unsafeLessonsView(undefined, () =>
    new QueryBuilder()
      .select({
        id: courseSubsections.id,
        organizationId: courseSubsections.organizationId,
        courseId: courseSubsections.courseId,
        sectionId: courseSubsections.sectionId,
        name: courseSubsections.name,
      })
      .from(courseSubsections)
      .as('lessons'),
  );
}
const unsafeLessonsView = viewPer<undefined>();

/** Lessons' names in the languages they are translated into, to join on the lesson and a language. */
export function lessonTranslations() {
  return lessonTranslationsView(undefined, () =>
    new QueryBuilder()
      .select({
        subsectionId: courseSubsectionTranslations.subsectionId,
        language: courseSubsectionTranslations.language,
        name: courseSubsectionTranslations.name,
      })
      .from(courseSubsectionTranslations)
      .as('lesson_translations'),
  );
}
const lessonTranslationsView = viewPer<undefined>();

/**
 * The ids of the lessons that count in a course of organization `orgId` (which keeps its
 * content): published, not optional, in a published section, as progress counts them. A subquery,
 * for `… in (…)`.
 */
export function requiredLessonIds(orgId: number, courseId: number): SQL {
  return sql`
  select s.id from ${courseSubsections} s
  join ${courseSections} section on section.id = s.section_id
  where s.organization_id = ${orgId} and s.course_id = ${courseId}
    and s.is_published and not s.is_optional and section.is_published`;
}

/** How many lessons count in a course of organization `orgId` (`requiredLessonIds`). */
export async function countRequiredLessons(db: Db, orgId: number, courseId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${requiredLessonIds(orgId, courseId)}) r`,
  );
  return Number(rows[0]?.n ?? 0);
}
