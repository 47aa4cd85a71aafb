import type * as calls from '@manara/contract';
import type { Media, MediaDetail, MediaSummary, MediaType } from '@manara/contract';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { assertSafeKey, type Storage } from '../../platform/storage.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
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
  clock: Clock,
  input: { mediaId: number; userId: number; url?: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = await tokens.signGrant('media-file', { m: input.mediaId, u: input.userId }, MEDIA_LINK_TTL_SECONDS);
  const base = input.url?.startsWith('/api/media/') ? input.url : mediaFileUrl(input.mediaId);
  return {
    url: `${base}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(clock.now().getTime() + MEDIA_LINK_TTL_SECONDS * 1000),
  };
}

/**
 * The files that rows of other modules point at (a course's cover, a lesson's video), by id
 * alone. Unsafe: only for ids read from rows the caller already found in its organization, never
 * ids of the request. A course offered by another organization shows its owner's files, which
 * are rows of that organization, so the caller's organization cannot scope them.
 */
export async function unsafeMediaByIds(db: Db | Tx, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(inArray(media.id, [...new Set(ids)]));
}

export function findMediaRow(db: Db, orgId: number, mediaId: number): Promise<MediaRow> {
  return requireInOrganization(db, media, orgId, mediaId);
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
  const link = await signMediaLink(deps.tokens, ctx.clock, {
    mediaId: row.id,
    userId: ctx.user?.id ?? 0,
    url: row.url,
  });
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
    .where(inOrganization(media, ctx.orgId, eq(media.id, mediaId)))
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
  await deps.db.delete(media).where(inOrganization(media, ctx.orgId, eq(media.id, mediaId)));
  // A person's profile image may have been this file (its column is set to null): kept profiles go.
  await ctx.identity.changed({ all: true });
  if (!(await unsafeIsKeyShared(deps.db, row)) && isStoredKey(row.key)) {
    try {
      await deps.storage.delete(row.key);
    } catch (error) {
      ctx.log.error({ err: error, key: row.key }, 'could not delete a media file from storage');
    }
  }
  return null;
}

/**
 * Whether another row points at the same bytes. Unsafe: rows of any organization count (a course
 * cloned elsewhere may share its files' bytes), so the bytes go only with the last of them.
 */
async function unsafeIsKeyShared(db: Db, row: MediaRow): Promise<boolean> {
  const [shared] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.key, row.key), ne(media.id, row.id)))
    .limit(1);
  return Boolean(shared);
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
