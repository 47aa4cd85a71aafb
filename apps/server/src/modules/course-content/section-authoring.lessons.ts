import type * as calls from '@manara/contract';
import type { AuthoringSubsection } from '@manara/contract';
import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type MediaReference, requireOrganizationMedia } from '../media/index.ts';
import { courseSubsections, subsectionAttachments } from './course-content.tables.ts';
import { recomputeCourseProgress } from './section-authoring.progress.ts';
import { type SectionRow, type SubsectionRow, toAuthoringSubsections } from './section-authoring.view.ts';

type CreateLesson = calls.CallBody<typeof calls.createCourseSubsection>;
type UpdateLesson = calls.CallBody<typeof calls.updateCourseSubsection>;

/** The lesson fields that change what counts towards progress. */
const progressFields = ['isPublished', 'isOptional', 'weight'] as const;

/** The video and attachments must be files of the organization, the video a video. */
async function checkFiles(db: Db, orgId: number, body: { videoMediaId?: number | null; attachmentIds?: number[] }) {
  const files: MediaReference[] = (body.attachmentIds ?? []).map((id) => ({ id }));
  if (typeof body.videoMediaId === 'number') files.push({ id: body.videoMediaId, type: 'VIDEO' });
  await requireOrganizationMedia(db, orgId, files);
}

async function replaceAttachments(tx: Tx, subsectionId: number, mediaIds: number[]) {
  await tx.delete(subsectionAttachments).where(eq(subsectionAttachments.subsectionId, subsectionId));
  if (mediaIds.length > 0) {
    await tx
      .insert(subsectionAttachments)
      .values(mediaIds.map((mediaId, position) => ({ subsectionId, mediaId, position })));
  }
}

async function answerLesson(db: Db, subsectionId: number): Promise<AuthoringSubsection> {
  const [row] = await db.select().from(courseSubsections).where(eq(courseSubsections.id, subsectionId));
  if (!row) throw notFound();
  const [lesson] = await toAuthoringSubsections(db, [row]);
  if (!lesson) throw notFound();
  return lesson;
}

/** Adds a lesson at the end of a section; a published one changes learners' progress. */
export async function createCourseSubsection(
  db: Db,
  ctx: RequestContext,
  section: SectionRow,
  body: CreateLesson,
): Promise<AuthoringSubsection> {
  const sectionId = section.id;
  await checkFiles(db, ctx.orgId, body);
  const { attachmentIds, ...fields } = body;
  const id = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(courseSubsections.position) })
      .from(courseSubsections)
      .where(eq(courseSubsections.sectionId, sectionId));
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
  return answerLesson(db, id);
}

/** Changes a lesson; `attachmentIds` replaces its attachments; progress follows what counts. */
export async function updateCourseSubsection(
  db: Db,
  ctx: RequestContext,
  lesson: SubsectionRow,
  body: UpdateLesson,
): Promise<AuthoringSubsection> {
  const subsectionId = lesson.id;
  await checkFiles(db, ctx.orgId, body);
  const { attachmentIds, ...fields } = body;
  const countsChange = progressFields.some((field) => fields[field] !== undefined && fields[field] !== lesson[field]);
  await db.transaction(async (tx) => {
    await tx
      .update(courseSubsections)
      .set({ ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), updatedAt: new Date() })
      .where(eq(courseSubsections.id, subsectionId));
    if (attachmentIds !== undefined) await replaceAttachments(tx, subsectionId, attachmentIds);
    if (countsChange) await recomputeCourseProgress(tx, ctx, lesson.courseId);
  });
  return answerLesson(db, subsectionId);
}

/** Deletes a lesson (and learners' marks of it), then recomputes progress. */
export async function deleteCourseSubsection(db: Db, ctx: RequestContext, lesson: SubsectionRow): Promise<null> {
  await db.transaction(async (tx) => {
    await tx.delete(courseSubsections).where(eq(courseSubsections.id, lesson.id));
    await recomputeCourseProgress(tx, ctx, lesson.courseId);
  });
  return null;
}
