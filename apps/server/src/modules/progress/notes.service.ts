import type * as calls from '@manara/contract';
import type { SubsectionNote, UpdateNoteBody } from '@manara/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import {
  type CourseAccess,
  lessonTranslations,
  loadCourseOutline,
  loadLessonOutline,
  unsafeLessons,
} from '../course-content/index.ts';
import { unsafeCourses } from '../courses/index.ts';
import { lessonNameSql } from './activity-log.service.ts';
import { subsectionNotes } from './progress.tables.ts';

type NoteRow = typeof subsectionNotes.$inferSelect;

function toNote(row: NoteRow, subsection: { name: string; sectionId: number }): SubsectionNote {
  return {
    id: row.id,
    courseId: row.courseId,
    sectionId: subsection.sectionId,
    subsectionId: row.subsectionId,
    subsectionName: subsection.name,
    note: row.note,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function requireUserId(ctx: RequestContext): number {
  if (!ctx.user) throw new AppError('common-009');
  return ctx.user.id;
}

/** The caller's notes on one lesson, newest first (for the lesson page). */
export async function listLessonNotes(
  db: Db,
  ctx: RequestContext,
  subsection: { id: number; name: string; sectionId: number },
): Promise<SubsectionNote[]> {
  const rows = await db
    .select()
    .from(subsectionNotes)
    .where(
      inOrganization(
        subsectionNotes,
        ctx.orgId,
        eq(subsectionNotes.userId, requireUserId(ctx)),
        eq(subsectionNotes.subsectionId, subsection.id),
      ),
    )
    .orderBy(desc(subsectionNotes.createdAt), desc(subsectionNotes.id));
  return rows.map((row) => toNote(row, subsection));
}

/**
 * The caller's notes in a course (the `courseLearner` rule let them in), their lessons in course
 * order and newest first within one.
 * Notes on lessons the caller no longer sees (unpublished since) are left out.
 */
export async function listCourseNotes(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
  page: { skip: number; take: number },
): Promise<calls.CallResponse<typeof calls.listCourseNotes>> {
  const outline = await loadCourseOutline(db, ctx, course);
  const courseId = course.course.id;
  const visible = outline.subsections;
  if (visible.length === 0) return { data: [], total: 0 };
  const rows = await db
    .select()
    .from(subsectionNotes)
    .where(
      inOrganization(
        subsectionNotes,
        ctx.orgId,
        eq(subsectionNotes.userId, requireUserId(ctx)),
        eq(subsectionNotes.courseId, courseId),
        inArray(
          subsectionNotes.subsectionId,
          visible.map((s) => s.id),
        ),
      ),
    )
    .orderBy(desc(subsectionNotes.createdAt), desc(subsectionNotes.id));
  const order = new Map(visible.map((s, index) => [s.id, index]));
  const byId = new Map(visible.map((s) => [s.id, s]));
  // A learner keeps tens of notes in a course, not thousands: ordering by lesson is done here.
  const sorted = rows.sort((a, b) => (order.get(a.subsectionId) ?? 0) - (order.get(b.subsectionId) ?? 0));
  return {
    data: sorted
      .slice(page.skip, page.skip + page.take)
      .map((row) => toNote(row, byId.get(row.subsectionId) as { name: string; sectionId: number })),
    total: sorted.length,
  };
}

/**
 * Adds a note to a lesson the caller can open (`course`: what the `courseSubsectionLearner` rule
 * found; locked lessons refuse, courses-008).
 */
export async function createSubsectionNote(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
  subsectionId: number,
  body: { note: string; position?: number | null },
): Promise<SubsectionNote> {
  const { subsection } = await loadLessonOutline(db, ctx, course, subsectionId);
  const [row] = await db
    .insert(subsectionNotes)
    .values({
      organizationId: ctx.orgId,
      userId: requireUserId(ctx),
      courseId: subsection.courseId,
      subsectionId,
      note: body.note,
      position: body.position ?? null,
    })
    .returning();
  if (!row) throw notFound();
  return toNote(row, subsection);
}

/** A note with the name and section of its lesson, as `toNote` answers it. */
export interface OwnNote {
  note: NoteRow;
  name: string;
  sectionId: number;
}

/**
 * The caller's own note in this organization, with its lesson: the contract's `noteOwner` rule.
 * Another member's note answers 404 like a missing one (notes are private), as another
 * organization's does.
 */
export async function requireOwnNote(db: Db, ctx: RequestContext, noteId: number): Promise<OwnNote> {
  const lessons = unsafeLessons();
  const courses = unsafeCourses();
  const translations = lessonTranslations();
  const [row] = await db
    .select({
      note: subsectionNotes,
      name: lessonNameSql(ctx.language, courses, lessons, translations),
      sectionId: lessons.sectionId,
    })
    .from(subsectionNotes)
    .innerJoin(lessons, eq(lessons.id, subsectionNotes.subsectionId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(translations, and(eq(translations.subsectionId, lessons.id), eq(translations.language, ctx.language)))
    .where(
      inOrganization(
        subsectionNotes,
        ctx.orgId,
        eq(subsectionNotes.id, noteId),
        eq(subsectionNotes.userId, requireUserId(ctx)),
      ),
    );
  if (!row) throw notFound();
  return { ...row, name: row.name ?? '' };
}

/** The note the rule found, under the lesson the path names (the right note under another lesson is not found). */
function onLesson(found: OwnNote, subsectionId: number): OwnNote {
  if (found.note.subsectionId !== subsectionId) throw notFound();
  return found;
}

export async function updateSubsectionNote(
  db: Db,
  ctx: RequestContext,
  own: OwnNote,
  params: { subsectionId: number },
  body: UpdateNoteBody,
): Promise<SubsectionNote> {
  const found = onLesson(own, params.subsectionId);
  const [row] = await db
    .update(subsectionNotes)
    .set({
      ...(body.note !== undefined ? { note: body.note } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(inOrganization(subsectionNotes, ctx.orgId, eq(subsectionNotes.id, found.note.id)))
    .returning();
  if (!row) throw notFound();
  return toNote(row, { name: found.name ?? '', sectionId: found.sectionId });
}

export async function deleteSubsectionNote(
  db: Db,
  ctx: RequestContext,
  own: OwnNote,
  params: { subsectionId: number },
): Promise<null> {
  const found = onLesson(own, params.subsectionId);
  await db
    .delete(subsectionNotes)
    .where(inOrganization(subsectionNotes, ctx.orgId, eq(subsectionNotes.id, found.note.id)));
  return null;
}
