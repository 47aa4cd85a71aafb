import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { parseOrganizationHeader } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ByteRange, Storage } from '../../platform/storage.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { MediaRow } from './media.access.ts';
import { isStoredKey } from './media.service.ts';
import { isInlineMime } from './media.sniff.ts';
import { media } from './media.tables.ts';
import { isPublicMedia, type MediaUses } from './media.uses.ts';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null (the whole file) for anything else. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let range: ByteRange;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    range = { start: Math.max(0, size - suffix), end: size - 1 };
  } else {
    range = { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
  }
  return range.start >= size || range.start > range.end ? 'unsatisfiable' : range;
}

/** `inline` or `attachment` with the file's name, readable by old and new browsers alike (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface ServeFileInput {
  mediaId: number;
  token: string | undefined;
  download: boolean;
  /** The request's `Organization` header: when sent, another organization's file is "not found". */
  organizationHeader: string | string[] | undefined;
  rangeHeader: string | undefined;
}

/**
 * Serves stored files at `GET /api/media/:mediaId/file`. Browsers open these URLs from `<img>`,
 * `<video>` and links, without our headers, so the file's own organization applies and a
 * private file needs the grant of a `downloadUrl`. Whether a file is public is cached for a
 * minute per process (covers are asked for on every catalogue page).
 */
/**
 * The file by its id alone. Unsafe on purpose: the file's organization is the one that counts
 * (see above), and the `Organization` header, when sent, must name it.
 */
async function unsafeStoredFile(db: Db, mediaId: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  return row;
}

export function createMediaFileServer(deps: { db: Db; storage: Storage; tokens: TokenService; uses: MediaUses }) {
  const publicCache = new LRUCache<number, boolean>({ max: 10_000, ttl: 60_000 });
  const isPublic = async (mediaId: number) => {
    const cached = publicCache.get(mediaId);
    if (cached !== undefined) return cached;
    const value = await isPublicMedia(deps.db, deps.uses, mediaId);
    publicCache.set(mediaId, value);
    return value;
  };

  return async function serveMediaFile(input: ServeFileInput, reply: FastifyReply): Promise<FastifyReply> {
    const row = await unsafeStoredFile(deps.db, input.mediaId);
    if (!row || !isStoredKey(row.key)) throw notFound();
    if (input.organizationHeader !== undefined) {
      if (parseOrganizationHeader(input.organizationHeader) !== row.organizationId) throw notFound();
    }
    const open = row.isPublished && (await isPublic(row.id));
    if (!open) {
      if (!input.token) throw new AppError('media-004');
      const grant = await deps.tokens.verifyGrant('media-file', input.token);
      if (!grant || Number(grant.m) !== row.id) throw new AppError('media-005');
    }
    const stored = await deps.storage.stat(row.key);
    if (!stored) throw notFound();
    const range = parseRange(input.rangeHeader, stored.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${stored.size}`);
      throw new AppError('media-008');
    }
    const body = await deps.storage.read(row.key, range ?? undefined);
    const disposition = input.download || !isInlineMime(row.mime) ? 'attachment' : 'inline';
    reply
      .code(range ? 206 : 200)
      .header('content-type', row.mime.startsWith('text/') ? `${row.mime}; charset=utf-8` : row.mime)
      .header('content-length', String(range ? range.end - range.start + 1 : stored.size))
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(disposition, row.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', open ? 'public, max-age=3600' : 'private, max-age=3600');
    // Nothing in a stored file may run as a page of ours. A PDF gets the platform's PDF policy
    // (security-headers.ts: no sandbox, in which Safari draws no PDF).
    if (row.mime !== 'application/pdf') reply.header('content-security-policy', "default-src 'none'; sandbox");
    if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
    return reply.send(body);
  };
}
