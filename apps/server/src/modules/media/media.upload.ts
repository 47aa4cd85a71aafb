import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Media, PresignedUpload } from '@manara/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { mediaFileUrl, toMedia } from './media.service.ts';
import { type FileKind, kindOfFileName, SNIFF_BYTES, storedExtension } from './media.sniff.ts';
import { media } from './media.tables.ts';

export interface UploadDeps {
  db: Db;
  storage: Storage;
  tokens: TokenService;
  config: { mediaMaxBytes: number };
}

/** How long a presigned upload URL and its token work. */
const PRESIGN_TTL_SECONDS = 15 * 60;

/** The file's accepted kind by its name, else 415 `media-001`. */
function requireKind(fileName: string): FileKind {
  const kind = kindOfFileName(fileName);
  if (!kind) throw new AppError('media-001');
  return kind;
}

function newKey(orgId: number, fileName: string): string {
  return `${orgId}/${randomUUID()}${storedExtension(fileName)}`;
}

/**
 * Writes a stream to a temporary file, at most `maxBytes` of it: past that the rest is read and
 * dropped (so that the client still gets our answer) and `isTooLarge` is set.
 */
async function spool(stream: Readable, maxBytes: number) {
  const dir = await mkdtemp(join(tmpdir(), 'manara-upload-'));
  const path = join(dir, 'file');
  let size = 0;
  let isTooLarge = false;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (isTooLarge) return done();
      size += chunk.length;
      if (size > maxBytes) {
        isTooLarge = true;
        return done();
      }
      done(null, chunk);
    },
  });
  // A body that breaks off (a multipart form without its end, a dropped connection) is the
  // client's doing: 400, not a server error; a failure to write the file stays one.
  try {
    await pipeline(stream, limit, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw stream.errored ? new AppError('media-003') : error;
  }
  const handle = await open(path);
  const head = Buffer.alloc(SNIFF_BYTES);
  const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
  await handle.close();
  return {
    path,
    size,
    isTooLarge,
    head: head.subarray(0, bytesRead),
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The media row of stored bytes; its `url` needs its id, so it is set right after the insert. */
async function insertMedia(
  tx: Tx,
  ctx: RequestContext,
  input: { key: string; fileName: string; kind: FileKind; size: number; isPublished?: boolean },
): Promise<Media> {
  const [row] = await tx
    .insert(media)
    .values({
      organizationId: ctx.orgId,
      type: input.kind.type,
      mime: input.kind.mime,
      key: input.key,
      fileName: input.fileName,
      url: '',
      sizeKB: Math.ceil(input.size / 1024),
      isPublished: input.isPublished ?? true,
      uploadedById: ctx.user?.id ?? null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media not inserted');
  const url = mediaFileUrl(row.id);
  // Images are shown as they are: no resizing yet, so the thumbnail is the image itself.
  const [saved] = await tx
    .update(media)
    .set({ url, thumbnailUrl: input.kind.type === 'IMAGE' ? url : null })
    .where(inOrganization(media, ctx.orgId, eq(media.id, row.id)))
    .returning();
  if (!saved) throw new Error('media not updated');
  return toMedia(saved);
}

/**
 * Stores one uploaded file: accepted by its name's extension and its first bytes, at most
 * `MEDIA_MAX_BYTES` (413 `media-002`), under a key of ours; then its media row.
 */
export async function storeUpload(
  deps: UploadDeps,
  ctx: RequestContext,
  input: { fileName: string; stream: Readable; isTruncated: () => boolean; isPublished?: boolean },
): Promise<Media> {
  const kind = requireKind(input.fileName);
  const file = await spool(input.stream, deps.config.mediaMaxBytes);
  try {
    if (file.isTooLarge || input.isTruncated()) throw new AppError('media-002');
    if (file.size === 0 || !kind.matches(file.head)) throw new AppError('media-001');
    const key = newKey(ctx.orgId, input.fileName);
    await deps.storage.put(key, createReadStream(file.path), { contentType: kind.mime, size: file.size });
    try {
      const values = { key, fileName: input.fileName, kind, size: file.size };
      return await deps.db.transaction((tx) =>
        insertMedia(tx, ctx, input.isPublished === undefined ? values : { ...values, isPublished: input.isPublished }),
      );
    } catch (error) {
      await deps.storage.delete(key);
      throw error;
    }
  } finally {
    await file.discard();
  }
}

interface UploadGrant {
  orgId: number;
  userId: number;
  key: string;
  fileName: string;
  size: number;
}

async function readGrant(tokens: TokenService, token: string): Promise<UploadGrant> {
  const claims = await tokens.verifyGrant('media-upload', token);
  const grant = {
    orgId: Number(claims?.o),
    userId: Number(claims?.u),
    key: String(claims?.k ?? ''),
    fileName: String(claims?.n ?? ''),
    size: Number(claims?.s),
  };
  if (!claims || !Number.isInteger(grant.orgId) || !Number.isInteger(grant.size) || !grant.key) {
    throw new AppError('media-005');
  }
  return grant;
}

/**
 * A URL to PUT one file to: the object store's own (S3 presigned, with the signed content type
 * and length) or, with local storage, ours (`PUT /api/media/presigned?token=…`).
 */
export async function createPresignedUpload(
  deps: UploadDeps,
  ctx: RequestContext,
  body: { fileName: string; sizeBytes: number },
): Promise<PresignedUpload> {
  const kind = requireKind(body.fileName);
  if (body.sizeBytes > deps.config.mediaMaxBytes) throw new AppError('media-002');
  const key = newKey(ctx.orgId, body.fileName);
  const claims = { o: ctx.orgId, u: ctx.user?.id ?? 0, k: key, n: body.fileName, s: body.sizeBytes };
  const token = await deps.tokens.signGrant('media-upload', claims, PRESIGN_TTL_SECONDS);
  const presigned = await deps.storage.presignPut(key, {
    contentType: kind.mime,
    size: body.sizeBytes,
    expiresInSeconds: PRESIGN_TTL_SECONDS,
  });
  return {
    uploadUrl: presigned ?? `/api/media/presigned?token=${encodeURIComponent(token)}`,
    method: 'PUT',
    headers: { 'content-type': kind.mime },
    token,
    expiresAt: new Date(ctx.clock.now().getTime() + PRESIGN_TTL_SECONDS * 1000).toISOString(),
  };
}

/** Our own upload URL (local storage): the bytes once per token, at most the announced size. */
export async function receivePresignedUpload(
  deps: UploadDeps,
  input: { token: string; stream: Readable; contentLength: number | null },
): Promise<null> {
  const grant = await readGrant(deps.tokens, input.token);
  if (input.contentLength !== null && input.contentLength > grant.size) throw new AppError('media-002');
  if (await deps.storage.stat(grant.key)) throw new AppError('media-006');
  const file = await spool(input.stream, grant.size);
  try {
    if (file.isTooLarge) throw new AppError('media-002');
    const kind = requireKind(grant.fileName);
    await deps.storage.put(grant.key, createReadStream(file.path), { contentType: kind.mime, size: file.size });
    return null;
  } finally {
    await file.discard();
  }
}

/**
 * Turns a finished presigned upload into media, once: the stored bytes must be there, within
 * the limit, and of the kind their name says (else they are removed).
 */
export async function confirmPresignedUpload(deps: UploadDeps, ctx: RequestContext, token: string): Promise<Media> {
  const grant = await readGrant(deps.tokens, token);
  if (grant.orgId !== ctx.orgId || grant.userId !== ctx.user?.id) throw new AppError('media-005');
  const kind = requireKind(grant.fileName);
  // One confirmation per key, also across server processes.
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${grant.key}))`);
    const [existing] = await tx
      .select({ id: media.id })
      .from(media)
      .where(inOrganization(media, ctx.orgId, eq(media.key, grant.key)));
    if (existing) throw new AppError('media-006');
    const stored = await deps.storage.stat(grant.key);
    if (!stored) throw new AppError('media-007');
    const head = await readHead(deps.storage, grant.key, stored.size);
    const refusal = stored.size > deps.config.mediaMaxBytes ? 'media-002' : !kind.matches(head) ? 'media-001' : null;
    if (refusal) {
      await deps.storage.delete(grant.key);
      throw new AppError(refusal);
    }
    return insertMedia(tx, ctx, { key: grant.key, fileName: grant.fileName, kind, size: stored.size });
  });
}

async function readHead(storage: Storage, key: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const stream = await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
