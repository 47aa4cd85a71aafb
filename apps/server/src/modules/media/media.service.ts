import type * as calls from '@manara/contract';
import type { Media, MediaDetail, MediaSummary, MediaType } from '@manara/contract';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { assertSafeKey, type Storage } from '../../platform/storage.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { isMediaManager, type MediaRow, requireMediaAccess } from './media.access.ts';
import { media } from './media.tables.ts';
import type { MediaUses } from './media.uses.ts';

/** How long a `downloadUrl` of a private file works: long enough to watch a long video lesson. */
export const MEDIA_LINK_TTL_SECONDS = 6 * 3600;

/** Where the web app loads a stored file from. */
export function mediaFileUrl(mediaId: number): string {
  return `/api/media/${mediaId}/file`;
}

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    type: row.type,
    mime: row.mime,
    key: row.key,
    fileName: row.fileName,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    sizeKB: row.sizeKB,
    durationSeconds: row.durationSeconds,
    isPublished: row.isPublished,
    optimize: row.optimize,
    uploadedById: row.uploadedById,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMediaSummary(row: Pick<MediaRow, keyof MediaSummary>): MediaSummary {
  return { id: row.id, type: row.type, mime: row.mime, fileName: row.fileName, url: row.url, sizeKB: row.sizeKB };
}

/**
 * A link that opens a private file for `userId` for a while (the grant is checked by
 * `GET media/:mediaId/file`, which browsers open without our headers). Call it only after the
 * caller's access was checked (`requireMediaAccess`, or a course call that already checked it).
 */
export async function signMediaLink(
  tokens: TokenService,
  input: { mediaId: number; userId: number; url?: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = await tokens.signGrant('media-file', { m: input.mediaId, u: input.userId }, MEDIA_LINK_TTL_SECONDS);
  const base = input.url?.startsWith('/api/media/') ? input.url : mediaFileUrl(input.mediaId);
  return {
    url: `${base}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(Date.now() + MEDIA_LINK_TTL_SECONDS * 1000),
  };
}

export async function findMediaRow(db: Db, orgId: number, mediaId: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

export async function listMyUploads(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; type?: MediaType | undefined },
): Promise<calls.CallResponse<typeof calls.listMyUploads>> {
  const userId = ctx.user?.id ?? 0;
  const conditions: SQL[] = [eq(media.organizationId, ctx.orgId), eq(media.uploadedById, userId)];
  if (query.type) conditions.push(eq(media.type, query.type));
  const where = and(...conditions);
  const { data: rows, total } = await paged(
    query,
    db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).$dynamic(),
    db.$count(media, where),
  );
  return { data: rows.map(toMedia), total };
}

export async function getMediaDetail(
  deps: { db: Db; tokens: TokenService; uses: MediaUses },
  ctx: RequestContext,
  mediaId: number,
): Promise<MediaDetail> {
  const row = await findMediaRow(deps.db, ctx.orgId, mediaId);
  const { isPublic } = await requireMediaAccess(deps.db, deps.uses, ctx, row);
  if (isPublic) return { ...toMedia(row), downloadUrl: row.url, downloadUrlExpiresAt: null, isPublic };
  const link = await signMediaLink(deps.tokens, { mediaId: row.id, userId: ctx.user?.id ?? 0, url: row.url });
  return { ...toMedia(row), downloadUrl: link.url, downloadUrlExpiresAt: link.expiresAt.toISOString(), isPublic };
}

/** The file for a change: visible to the caller (else its refusal) and theirs to manage (else 403). */
async function requireManagedMedia(
  deps: { db: Db; uses: MediaUses },
  ctx: RequestContext,
  mediaId: number,
): Promise<MediaRow> {
  const row = await findMediaRow(deps.db, ctx.orgId, mediaId);
  if (await isMediaManager(deps.db, ctx, row)) return row;
  await requireMediaAccess(deps.db, deps.uses, ctx, row);
  throw new AppError('common-007');
}

export async function updateMedia(
  deps: { db: Db; uses: MediaUses },
  ctx: RequestContext,
  mediaId: number,
  body: calls.CallBody<typeof calls.updateMedia>,
): Promise<Media> {
  await requireManagedMedia(deps, ctx, mediaId);
  const [row] = await deps.db
    .update(media)
    .set({
      ...(body.fileName !== undefined ? { fileName: body.fileName } : {}),
      ...(body.isPublished !== undefined ? { isPublished: body.isPublished } : {}),
    })
    .where(and(eq(media.id, mediaId), eq(media.organizationId, ctx.orgId)))
    .returning();
  if (!row) throw notFound();
  return toMedia(row);
}

/** Deletes the row (uses of it go by their foreign keys), then its bytes unless another row shares them. */
export async function deleteMedia(
  deps: { db: Db; storage: Storage; uses: MediaUses },
  ctx: RequestContext,
  mediaId: number,
): Promise<null> {
  const row = await requireManagedMedia(deps, ctx, mediaId);
  await deps.db.delete(media).where(and(eq(media.id, mediaId), eq(media.organizationId, ctx.orgId)));
  const [shared] = await deps.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.key, row.key), ne(media.id, row.id)))
    .limit(1);
  if (!shared && isStoredKey(row.key)) {
    try {
      await deps.storage.delete(row.key);
    } catch (error) {
      ctx.log.error({ err: error, key: row.key }, 'could not delete a media file from storage');
    }
  }
  return null;
}

/** Whether a key names bytes in our storage (demo rows point at files of the web app instead). */
export function isStoredKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
