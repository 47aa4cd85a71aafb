import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseSections, courseSubsections } from './course-content.tables.ts';

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
