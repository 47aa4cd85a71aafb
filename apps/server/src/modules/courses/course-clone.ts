import type { AuthoringCourse, Language } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { languageOfCourse, normalizeSearchText } from '../catalogue/index.ts';
import { copyCourseContent } from '../course-content/index.ts';
import { copyConfirmationCheckboxes } from '../enrolment/index.ts';
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
    await copyCourseContent(tx, ctx.orgId, courseId, copy.id);
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
