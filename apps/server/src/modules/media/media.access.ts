import { MemberPermission } from '@manara/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { courseSections, courseSubsections, subsectionAttachments } from '../course-content/course-content.tables.ts';
import { requireCourseLearner } from '../courses/index.ts';
import { checkPermissions } from '../permissions/index.ts';
import type { media } from './media.tables.ts';

export type MediaRow = typeof media.$inferSelect;

/**
 * Who may open a media file (documented in docs/decisions/media.md):
 * - public: a course's cover image or introductory video, the organization's branding (logo,
 *   icon, certificate icon, terminology images), a member's profile or cover image, a
 *   specialization's cover — as long as the file is published;
 * - a lesson's attachment or video: the course's enrolled learners (published lesson of a
 *   published section) and its authors;
 * - anything else: its uploader and the organization's administrators.
 * An unpublished file opens only for its uploader and the administrators.
 */
export async function isPublicMedia(db: Db, mediaId: number): Promise<boolean> {
  const result = await db.execute<{ isPublic: boolean }>(sql`
    select (
      exists (select 1 from courses where (cover_image_id = ${mediaId} or introductory_video_id = ${mediaId}) and not is_deleted)
      or exists (select 1 from organizations where logo_id = ${mediaId} or icon_id = ${mediaId} or certificate_icon_id = ${mediaId})
      or exists (select 1 from organization_terms where media_id = ${mediaId})
      or exists (select 1 from users where profile_image_id = ${mediaId} or cover_image_id = ${mediaId})
      or exists (select 1 from specializations where cover_image_id = ${mediaId})
    ) as "isPublic"`);
  return Boolean(result.rows[0]?.isPublic);
}

/** Whether the caller administers the organization (the administrator portal). */
export async function isOrganizationAdmin(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  return (await checkPermissions(db, ctx.permissions())).member(MemberPermission.administratorPortal);
}

/** Whether the caller uploaded the file or administers its organization (they may change and delete it). */
export async function isMediaManager(db: Db, ctx: RequestContext, row: MediaRow): Promise<boolean> {
  if (!ctx.user) return false;
  return row.uploadedById === ctx.user.id || (await isOrganizationAdmin(db, ctx));
}

/** The lessons that use the file (as attachment or video), with their publication state. */
async function findLessonUses(db: Db, mediaId: number) {
  return db
    .selectDistinct({
      courseId: courseSubsections.courseId,
      isPublished: sql<boolean>`${courseSubsections.isPublished} and ${courseSections.isPublished}`,
    })
    .from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .leftJoin(
      subsectionAttachments,
      and(eq(subsectionAttachments.subsectionId, courseSubsections.id), eq(subsectionAttachments.mediaId, mediaId)),
    )
    .where(or(eq(courseSubsections.videoMediaId, mediaId), eq(subsectionAttachments.mediaId, mediaId)));
}

/**
 * Checks that the caller may open the file, by the rules above; answers whether it is public.
 * Another organization's file, or a private one the caller may not open, answers 404; a
 * lesson's file for a member not enrolled in its course answers 403 `courses-003`.
 */
export async function requireMediaAccess(db: Db, ctx: RequestContext, row: MediaRow): Promise<{ isPublic: boolean }> {
  if (row.organizationId !== ctx.orgId) throw notFound();
  const isPublic = row.isPublished && (await isPublicMedia(db, row.id));
  if (isPublic || (await isMediaManager(db, ctx, row))) return { isPublic };
  if (!row.isPublished) throw notFound();
  let refusal: unknown = notFound();
  for (const use of await findLessonUses(db, row.id)) {
    try {
      const access = await requireCourseLearner(db, ctx, use.courseId);
      if (access.isAuthor || use.isPublished) return { isPublic: false };
    } catch (error) {
      // Prefer the most telling refusal: "enrol first" over "not found".
      if (!(refusal instanceof AppError && refusal.code === 'courses-003')) refusal = error;
    }
  }
  throw refusal;
}
