import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { isOrganizationAdministrator } from '../permissions/index.ts';
import { media } from './media.tables.ts';
import { isPublicMedia, type MediaReference, type MediaUse, type MediaUses, mediaUsesOf } from './media.uses.ts';

export type MediaRow = typeof media.$inferSelect;

/** Whether the caller uploaded the file or administers its organization (they may change and delete it). */
export async function isMediaManager(db: Db, ctx: RequestContext, row: MediaRow): Promise<boolean> {
  if (!ctx.user) return false;
  return row.uploadedById === ctx.user.id || (await isOrganizationAdministrator(db, ctx));
}

/** Of two refusals, the one that tells the caller more than "not found" (enrol first, sign in). */
function moreTelling(current: AppError, next: AppError): AppError {
  return current.code === 'common-002' ? next : current;
}

/**
 * Checks that the caller may open the file (documented in docs/decisions/media.md):
 * - public: a published file that a public use of the registry points at (a course's cover, the
 *   organization's branding, a profile picture…);
 * - its uploader and the organization's administrators, always;
 * - a published file of a restricted use: whom that use's `canOpen` lets in (a lesson's file:
 *   the course's enrolled learners when the lesson is published, and its authors);
 * - anything else: nobody.
 * Answers whether it is public. Another organization's file, or one the caller may not open,
 * answers 404, unless a restricted use gave a more telling refusal (403 `courses-003`).
 */
export async function requireMediaAccess(
  db: Db,
  uses: MediaUses,
  ctx: RequestContext,
  row: MediaRow,
): Promise<{ isPublic: boolean }> {
  if (row.organizationId !== ctx.orgId) throw notFound();
  const isPublic = row.isPublished && (await isPublicMedia(db, uses, row.id));
  if (isPublic || (await isMediaManager(db, ctx, row))) return { isPublic };
  if (!row.isPublished) throw notFound();
  let refusal = notFound();
  for (const use of uses) {
    if (use.access !== 'restricted' || !use.canOpen) continue;
    try {
      if (await use.canOpen(db, ctx, row.id)) return { isPublic: false };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = moreTelling(refusal, error);
    }
  }
  throw refusal;
}

/**
 * The one check of every write that points a column at files (a course's cover, a lesson's
 * video or attachments, branding, a profile picture…), before the write: a file becomes public,
 * or reaches new people, only through someone who could already publish it.
 * - Each file is the organization's (else 404, as is a file the caller may not even open) and of
 *   the kind its field takes (`type`, else 400 `courses-084`).
 * - The caller uploaded it or administers the organization, unless the file is already public
 *   (published, and a public use points at it) and the new `use` is public too: reusing a public
 *   picture publishes nothing new. Otherwise 403 `media-009`.
 * A write that keeps a column's value as it is does not ask again (the caller leaves those out).
 */
export async function requireMediaAttachable(
  deps: { db: Db; extensions: Extensions },
  ctx: RequestContext,
  use: MediaUse,
  files: readonly MediaReference[],
): Promise<void> {
  if (files.length === 0) return;
  const uses = mediaUsesOf(deps.extensions);
  if (!uses.includes(use)) throw new Error(`media use ${use.name} is not provided by any module of the app`);
  const ids = [...new Set(files.map((file) => file.id))];
  const rows = await deps.db
    .select()
    .from(media)
    .where(inOrganization(media, ctx.orgId, inArray(media.id, ids)));
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  for (const file of files) if (!rowOf.has(file.id)) throw notFound();
  for (const file of files) {
    if (file.type !== undefined && rowOf.get(file.id)?.type !== file.type) throw new AppError('courses-084');
  }
  for (const row of rows) {
    if (await isMediaManager(deps.db, ctx, row)) continue;
    if (use.access === 'public' && row.isPublished && (await isPublicMedia(deps.db, uses, row.id))) continue;
    // A file the caller cannot open stays unknown to them, as everywhere else.
    try {
      await requireMediaAccess(deps.db, uses, ctx, row);
    } catch (error) {
      throw error instanceof AppError ? notFound() : error;
    }
    throw new AppError('media-009');
  }
}
