import type { AuthoringCourse, Language } from '@manara/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { languageOfCourse, normalizeSearchText } from '../catalogue/index.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSectionTranslations,
  courseSubsections,
  courseSubsectionTranslations,
  subsectionAttachments,
} from '../course-content/course-content.tables.ts';
import { courseConfirmationCheckboxes, courseConfirmationCheckboxTranslations } from '../enrolment/enrolment.tables.ts';
import { loadAuthoringCourse } from './course-authoring.service.ts';
import { isCourseAdministrator, type OfferedCourse } from './courses.policy.ts';
import { courseInstructors, courseOfferings, courses, courseTranslations } from './courses.tables.ts';

const copySuffix: Record<Language, string> = { en: ' (copy)', ar: ' (نسخة)' };

/** The name of a copy, in the name's language, within the 200 characters a name may have. */
export function copyName(name: string, language: Language): string {
  const suffix = copySuffix[language];
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}

/**
 * Copies a course deeply in one transaction: the course (unpublished, named as a copy,
 * approved only when an administrator copies it), its translations, the organization's offering
 * (without enrolees, revenue or rating), instructors (and the copier, when an instructor),
 * sections with their prerequisites remapped, lessons with their attachments (the same files),
 * and confirmation checkboxes. Learners, reviews, certificates and progress stay with the original.
 */
export async function cloneCourse(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
): Promise<AuthoringCourse> {
  const userId = signedInUserId(ctx);
  const courseId = course.id;
  const isAdministrator = await isCourseAdministrator(db, ctx);
  const copyId = await db.transaction(async (tx) => {
    const translations = await tx.select().from(courseTranslations).where(eq(courseTranslations.courseId, courseId));
    const name = copyName(course.name, languageOfCourse(course));
    const translated = translations.map((t) => ({ ...t, name: copyName(t.name, t.language) }));
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = course;
    const [copy] = await tx
      .insert(courses)
      .values({
        ...fields,
        name,
        normalizedName: normalizeSearchText([name, ...translated.map((t) => t.name)].join(' ')),
        isDeleted: false,
        isPublished: false,
        isPublishedByAdmin: false,
        isApproved: isAdministrator,
        status: isAdministrator ? 'approved' : 'pending',
        createdById: userId,
      })
      .returning({ id: courses.id });
    if (!copy) throw new Error('course copy not inserted');
    if (translated.length > 0) {
      await tx.insert(courseTranslations).values(translated.map((t) => ({ ...t, courseId: copy.id })));
    }
    const { id: _o, createdAt: _oc, ...offered } = offering;
    await tx.insert(courseOfferings).values({
      ...offered,
      courseId: copy.id,
      numberOfEnrollees: 0,
      totalRevenueGenerated: 0,
      ratingAverage: 0,
      ratingCount: 0,
    });
    await copyInstructors(tx, courseId, copy.id, isAdministrator ? null : userId);
    await copyContent(tx, ctx.orgId, courseId, copy.id);
    await copyConfirmationCheckboxes(tx, courseId, copy.id);
    return copy.id;
  });
  return loadAuthoringCourse(db, ctx, copyId);
}

async function copyInstructors(tx: Tx, fromId: number, toId: number, copierId: number | null) {
  const rows = await tx.select().from(courseInstructors).where(eq(courseInstructors.courseId, fromId));
  const values = rows.map((r) => ({ ...r, courseId: toId }));
  if (copierId !== null && !rows.some((r) => r.userId === copierId)) {
    values.push({ courseId: toId, userId: copierId, isHidden: false, permissionSetId: null, position: rows.length });
  }
  if (values.length > 0) await tx.insert(courseInstructors).values(values);
}

/**
 * Sections, their prerequisites, lessons, attachments and translations, with every id mapped to
 * its copy; of a course of the authors' organization `orgId`, into another of it.
 */
async function copyContent(tx: Tx, orgId: number, fromId: number, toId: number) {
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

async function copyConfirmationCheckboxes(tx: Tx, fromId: number, toId: number) {
  const boxes = await tx
    .select()
    .from(courseConfirmationCheckboxes)
    .where(eq(courseConfirmationCheckboxes.courseId, fromId))
    .orderBy(asc(courseConfirmationCheckboxes.id));
  if (boxes.length === 0) return;
  const texts = await tx
    .select()
    .from(courseConfirmationCheckboxTranslations)
    .where(
      inArray(
        courseConfirmationCheckboxTranslations.checkboxId,
        boxes.map((b) => b.id),
      ),
    );
  for (const box of boxes) {
    const [copy] = await tx
      .insert(courseConfirmationCheckboxes)
      .values({ courseId: toId, position: box.position })
      .returning({ id: courseConfirmationCheckboxes.id });
    const own = texts.filter((t) => t.checkboxId === box.id);
    if (copy && own.length > 0) {
      await tx.insert(courseConfirmationCheckboxTranslations).values(own.map((t) => ({ ...t, checkboxId: copy.id })));
    }
  }
}
