import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSectionTranslations,
  courseSubsections,
  courseSubsectionTranslations,
  subsectionAttachments,
} from './course-content.tables.ts';

/**
 * Sections, their prerequisites, lessons, attachments and translations, with every id mapped to
 * its copy; of a course of the authors' organization `orgId`, into another of it, in the copy's
 * transaction (course cloning). The copied attachments point at the same files.
 */
export async function copyCourseContent(tx: Tx, orgId: number, fromId: number, toId: number): Promise<void> {
  const sections = await tx
    .select()
    .from(courseSections)
    .where(inOrganization(courseSections, orgId, eq(courseSections.courseId, fromId)))
    .orderBy(asc(courseSections.id));
  if (sections.length === 0) return;
  const sectionIds = new Map<number, number>();
  for (const { id, createdAt: _c, updatedAt: _u, ...section } of sections) {
    const [copy] = await tx
      .insert(courseSections)
      .values({ ...section, courseId: toId })
      .returning({ id: courseSections.id });
    if (copy) sectionIds.set(id, copy.id);
  }
  const prerequisites = await tx
    .select()
    .from(courseSectionPrerequisites)
    .where(inArray(courseSectionPrerequisites.sectionId, [...sectionIds.keys()]));
  const remapped = prerequisites.flatMap((p) => {
    const sectionId = sectionIds.get(p.sectionId);
    const prerequisiteId = sectionIds.get(p.prerequisiteId);
    return sectionId && prerequisiteId ? [{ sectionId, prerequisiteId }] : [];
  });
  if (remapped.length > 0) await tx.insert(courseSectionPrerequisites).values(remapped);
  const sectionTexts = await tx
    .select()
    .from(courseSectionTranslations)
    .where(inArray(courseSectionTranslations.sectionId, [...sectionIds.keys()]));
  const sectionTextCopies = sectionTexts.flatMap((t) => {
    const sectionId = sectionIds.get(t.sectionId);
    return sectionId ? [{ ...t, sectionId }] : [];
  });
  if (sectionTextCopies.length > 0) await tx.insert(courseSectionTranslations).values(sectionTextCopies);

  const lessons = await tx
    .select()
    .from(courseSubsections)
    .where(inOrganization(courseSubsections, orgId, eq(courseSubsections.courseId, fromId)))
    .orderBy(asc(courseSubsections.id));
  const lessonIds = new Map<number, number>();
  for (const { id, createdAt: _c, updatedAt: _u, ...lesson } of lessons) {
    const sectionId = sectionIds.get(lesson.sectionId);
    if (!sectionId) continue;
    const [copy] = await tx
      .insert(courseSubsections)
      .values({ ...lesson, courseId: toId, sectionId })
      .returning({ id: courseSubsections.id });
    if (copy) lessonIds.set(id, copy.id);
  }
  if (lessonIds.size === 0) return;
  const lessonTexts = await tx
    .select()
    .from(courseSubsectionTranslations)
    .where(inArray(courseSubsectionTranslations.subsectionId, [...lessonIds.keys()]));
  const lessonTextCopies = lessonTexts.flatMap((t) => {
    const subsectionId = lessonIds.get(t.subsectionId);
    return subsectionId ? [{ ...t, subsectionId }] : [];
  });
  if (lessonTextCopies.length > 0) await tx.insert(courseSubsectionTranslations).values(lessonTextCopies);
  const attachments = await tx
    .select()
    .from(subsectionAttachments)
    .where(inArray(subsectionAttachments.subsectionId, [...lessonIds.keys()]));
  const copies = attachments.flatMap((a) => {
    const subsectionId = lessonIds.get(a.subsectionId);
    return subsectionId ? [{ ...a, subsectionId }] : [];
  });
  if (copies.length > 0) await tx.insert(subsectionAttachments).values(copies);
}
