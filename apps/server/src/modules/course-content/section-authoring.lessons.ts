import type * as calls from '@manara/contract';
import type { AuthoringSubsection } from '@manara/contract';
import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { requireMediaAttachable } from '../media/index.ts';
import { lessonAttachmentUse, lessonVideoUse } from './course-content.media-uses.ts';
import { courseSubsections, subsectionAttachments } from './course-content.tables.ts';
import { recomputeCourseProgress } from './section-authoring.progress.ts';
import { type SectionRow, type SubsectionRow, toAuthoringSubsections } from './section-authoring.view.ts';

type CreateLesson = calls.CallBody<typeof calls.createCourseSubsection>;
type UpdateLesson = calls.CallBody<typeof calls.updateCourseSubsection>;

/** The lesson fields that change what counts towards progress. */
const progressFields = ['isPublished', 'isOptional', 'weight'] as const;

/** What authoring a lesson's files needs: the database and the app's media registry. */
type LessonDeps = { db: Db; extensions: Extensions };

/**
 * The video and attachments a body sets must be files the caller may put on a lesson
 * (`requireMediaAttachable`; the video a video). Those the lesson already has are not asked
 * about again: a co-author may save a lesson whose files someone else chose.
 */
async function checkFiles(
  deps: LessonDeps,
  ctx: RequestContext,
  body: { videoMediaId?: number | null; attachmentIds?: number[] },
  stored?: { lesson: SubsectionRow; attachmentIds: number[] },
) {
  const { videoMediaId, attachmentIds = [] } = body;
  if (typeof videoMediaId === 'number' && videoMediaId !== stored?.lesson.videoMediaId) {
    await requireMediaAttachable(deps, ctx, lessonVideoUse, [{ id: videoMediaId, type: 'VIDEO' }]);
  }
  const added = attachmentIds.filter((id) => !stored?.attachmentIds.includes(id));
  await requireMediaAttachable(
    deps,
    ctx,
    lessonAttachmentUse,
    added.map((id) => ({ id })),
  );
}

async function attachmentIdsOf(db: Db, subsectionId: number): Promise<number[]> {
  const rows = await db
    .select({ mediaId: subsectionAttachments.mediaId })
    .from(subsectionAttachments)
    .where(eq(subsectionAttachments.subsectionId, subsectionId));
  return rows.map((row) => row.mediaId);
}

async function replaceAttachments(tx: Tx, subsectionId: number, mediaIds: number[]) {
  await tx.delete(subsectionAttachments).where(eq(subsectionAttachments.subsectionId, subsectionId));
  if (mediaIds.length > 0) {
    await tx
      .insert(subsectionAttachments)
      .values(mediaIds.map((mediaId, position) => ({ subsectionId, mediaId, position })));
  }
}

async function answerLesson(db: Db, ctx: RequestContext, subsectionId: number): Promise<AuthoringSubsection> {
  const row = await requireInOrganization(db, courseSubsections, ctx.orgId, subsectionId);
  const [lesson] = await toAuthoringSubsections(db, [row]);
  if (!lesson) throw notFound();
  return lesson;
}

/** Adds a lesson at the end of a section; a published one changes learners' progress. */
export async function createCourseSubsection(
  deps: LessonDeps,
  ctx: RequestContext,
  section: SectionRow,
  body: CreateLesson,
): Promise<AuthoringSubsection> {
  const { db } = deps;
  const sectionId = section.id;
  await checkFiles(deps, ctx, body);
  const { attachmentIds, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(courseSubsections.position) })
      .from(courseSubsections)
      .where(inOrganization(courseSubsections, ctx.orgId, eq(courseSubsections.sectionId, sectionId)));
    const [lesson] = await tx
      .insert(courseSubsections)
      .values({
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        name: body.name,
        organizationId: ctx.orgId,
        courseId: section.courseId,
        sectionId,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: courseSubsections.id });
    if (!lesson) throw new Error('lesson not inserted');
    await replaceAttachments(tx, lesson.id, attachmentIds ?? []);
    if (body.isPublished) await recomputeCourseProgress(tx, ctx, section.courseId);
    return lesson.id;
  });
  return answerLesson(db, ctx, id);
}

/** Changes a lesson; `attachmentIds` replaces its attachments; progress follows what counts. */
export async function updateCourseSubsection(
  deps: LessonDeps,
  ctx: RequestContext,
  lesson: SubsectionRow,
  body: UpdateLesson,
): Promise<AuthoringSubsection> {
  const { db } = deps;
  const subsectionId = lesson.id;
  const attached = body.attachmentIds === undefined ? [] : await attachmentIdsOf(db, subsectionId);
  await checkFiles(deps, ctx, body, { lesson, attachmentIds: attached });
  const { attachmentIds, ...fields } = body;
  const countsChange = progressFields.some((field) => fields[field] !== undefined && fields[field] !== lesson[field]);
  await db.transaction(async (tx) => {
    await tx
      .update(courseSubsections)
      .set({
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
        updatedAt: ctx.clock.now(),
      })
      .where(inOrganization(courseSubsections, ctx.orgId, eq(courseSubsections.id, subsectionId)));
    if (attachmentIds !== undefined) await replaceAttachments(tx, subsectionId, attachmentIds);
    if (countsChange) await recomputeCourseProgress(tx, ctx, lesson.courseId);
  });
  return answerLesson(db, ctx, subsectionId);
}

/** Deletes a lesson (and learners' marks of it), then recomputes progress. */
export async function deleteCourseSubsection(db: Db, ctx: RequestContext, lesson: SubsectionRow): Promise<null> {
  await db.transaction(async (tx) => {
    await tx
      .delete(courseSubsections)
      .where(inOrganization(courseSubsections, ctx.orgId, eq(courseSubsections.id, lesson.id)));
    await recomputeCourseProgress(tx, ctx, lesson.courseId);
  });
  return null;
}
