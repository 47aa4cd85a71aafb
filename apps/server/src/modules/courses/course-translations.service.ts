import type * as calls from '@manara/contract';
import type { AuthoringCourseTranslation, Language } from '@manara/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { languageOfCourse } from '../catalogue/index.ts';
import { type CourseKey, refreshNormalizedName } from './course-authoring.detail.ts';
import type { OfferedCourse } from './courses.policy.ts';
import { courses, courseTranslations } from './courses.tables.ts';

type TranslationRow = typeof courseTranslations.$inferSelect;

function toTranslation(row: TranslationRow): AuthoringCourseTranslation {
  return {
    language: row.language,
    name: row.name,
    briefDescription: row.briefDescription,
    description: row.description,
    welcomeMessage: row.welcomeMessage,
    courseSyllabus: row.courseSyllabus,
  };
}

export async function listCourseTranslations(
  db: Db,
  courseId: number,
): Promise<calls.CallResponse<typeof calls.listCourseTranslations>> {
  const rows = await db
    .select()
    .from(courseTranslations)
    .where(eq(courseTranslations.courseId, courseId))
    .orderBy(asc(courseTranslations.language));
  return { data: rows.map(toTranslation), total: rows.length };
}

export async function getCourseTranslation(
  db: Db,
  courseId: number,
  language: Language,
): Promise<AuthoringCourseTranslation> {
  const [row] = await db
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.language, language)));
  if (!row) throw notFound();
  return toTranslation(row);
}

/**
 * Creates or replaces one language's translation, and the search name with it. The course's own
 * language lives on the course itself (400 `courses-074`).
 */
export async function upsertCourseTranslation(
  db: Db,
  ctx: RequestContext,
  { course }: OfferedCourse,
  body: calls.CallBody<typeof calls.upsertCourseTranslation> & { language: Language; name: string },
): Promise<AuthoringCourseTranslation> {
  const courseId = course.id;
  if (languageOfCourse(course) === body.language) throw new AppError('courses-074');
  const values = {
    name: body.name,
    briefDescription: body.briefDescription ?? '',
    description: body.description ?? '',
    welcomeMessage: body.welcomeMessage ?? '',
    courseSyllabus: body.courseSyllabus ?? '',
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(courseTranslations)
      .values({ courseId, language: body.language, ...values })
      .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.language], set: values })
      .returning();
    await refreshNormalizedName(tx, course);
    await tx
      .update(courses)
      .set({ updatedAt: ctx.clock.now() })
      .where(inOrganization(courses, course.organizationId, eq(courses.id, courseId)));
    return saved;
  });
  if (!row) throw new Error('translation not saved');
  return toTranslation(row);
}

export async function deleteCourseTranslation(db: Db, course: CourseKey, language: Language): Promise<null> {
  const courseId = course.id;
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(courseTranslations)
      .where(and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.language, language)))
      .returning({ language: courseTranslations.language });
    if (deleted.length === 0) throw notFound();
    await refreshNormalizedName(tx, course);
  });
  return null;
}
