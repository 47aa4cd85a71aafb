import type * as calls from '@manara/contract';
import type { Language } from '@manara/contract';
import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { lessonTranslations, unsafeLessons } from '../course-content/index.ts';
import { courseTranslationRows, unsafeCourses } from '../courses/index.ts';
import { activityLog } from './progress.tables.ts';

export type ActivityAction =
  | 'course.enrolled'
  | 'course.unenrolled'
  | 'subsection.finished'
  | 'subsection.unfinished'
  | 'course.finished'
  | 'certificate.issued';

/** Writes one entry of a member's activity log, in the caller's transaction. */
export async function recordActivity(
  db: Db | Tx,
  entry: {
    orgId: number;
    userId: number;
    action: ActivityAction;
    courseId?: number | null;
    subjectId?: number | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    organizationId: entry.orgId,
    userId: entry.userId,
    action: entry.action,
    courseId: entry.courseId ?? null,
    subjectId: entry.subjectId ?? null,
    data: entry.data ?? {},
  });
}

/** The caller's own user id; another user's id answers "not found", as a missing one would. */
export function requireOwnUserId(ctx: RequestContext, userId: number): number {
  if (!ctx.user) throw new AppError('common-009');
  if (ctx.user.id !== userId) throw notFound();
  return userId;
}

type Names = { name: SQLWrapper };

/**
 * A course's name in `language`: its translation when the course is in the other language. The
 * query joins the course (`unsafeCourses`) and its translation in `language` (`courseTranslationRows`).
 */
export function courseNameSql(language: Language, course: Names & { language: SQLWrapper }, translation: Names) {
  const own = language === 'ar' ? 'ARABIC' : 'ENGLISH';
  return sql<string | null>`case when ${course.language} = ${own} then ${course.name}
    else coalesce(nullif(${translation.name}, ''), ${course.name}) end`;
}

/**
 * A lesson's name in `language`, as `courseNameSql` the course's: its translation when its course
 * is in the other language. The query joins the lesson (`unsafeLessons`), its course
 * (`unsafeCourses`) and the lesson's translation in `language` (`lessonTranslations`).
 */
export function lessonNameSql(language: Language, course: { language: SQLWrapper }, lesson: Names, translation: Names) {
  const own = language === 'ar' ? 'ARABIC' : 'ENGLISH';
  return sql<string | null>`case when ${course.language} = ${own} then ${lesson.name}
    else coalesce(nullif(${translation.name}, ''), ${lesson.name}) end`;
}

/** The signed-in member's activity in this organization, newest first. */
export async function listUserActivityLog(
  db: Db,
  ctx: RequestContext,
  userId: number,
  page: { skip: number; take: number },
): Promise<calls.CallResponse<typeof calls.listUserActivityLog>> {
  requireOwnUserId(ctx, userId);
  const where = and(eq(activityLog.organizationId, ctx.orgId), eq(activityLog.userId, userId));
  const courses = unsafeCourses();
  const lessons = unsafeLessons();
  const translatedLessons = lessonTranslations();
  const { data: rows, total } = await paged(
    page,
    db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        courseId: activityLog.courseId,
        courseName: courseNameSql(ctx.language, courses, courseTranslationRows),
        subjectId: activityLog.subjectId,
        subjectName: lessonNameSql(ctx.language, courses, lessons, translatedLessons),
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      .leftJoin(courses, eq(courses.id, activityLog.courseId))
      .leftJoin(
        courseTranslationRows,
        and(eq(courseTranslationRows.courseId, activityLog.courseId), eq(courseTranslationRows.language, ctx.language)),
      )
      .leftJoin(lessons, and(sql`${activityLog.action} like 'subsection.%'`, eq(lessons.id, activityLog.subjectId)))
      .leftJoin(
        translatedLessons,
        and(eq(translatedLessons.subsectionId, lessons.id), eq(translatedLessons.language, ctx.language)),
      )
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .$dynamic(),
    db.$count(activityLog, where),
  );
  return {
    data: rows.map((row) => ({
      ...row,
      courseName: row.courseId === null ? null : row.courseName,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}
