import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { findInOrganization } from '../../platform/tenancy.ts';
import type { MediaRow } from './media.access.ts';
import { media } from './media.tables.ts';

/**
 * Files as other modules read them: a read view over `media` without the storage key, to join
 * on `id` from a row that names a file (a lesson's attachment, a template's background). Named
 * `name` (`files` unless told), so that one statement can join several. PostgreSQL pulls the
 * subquery up into the query that joins it: the plan is the one of joining `media` itself.
 *
 * Unsafe: files of every organization, joined by the id that a row the caller already found
 * names (a course offered by another organization keeps its owner's attachments). A function
 * rather than a constant: it is there even while an import cycle between modules is still loading
 * this one, where a constant would not be yet.
 */
export function unsafeFiles<Name extends string = 'files'>(name: Name = 'files' as Name) {
  return new QueryBuilder()
    .select({
      id: media.id,
      type: media.type,
      mime: media.mime,
      fileName: media.fileName,
      url: media.url,
      thumbnailUrl: media.thumbnailUrl,
      sizeKB: media.sizeKB,
      durationSeconds: media.durationSeconds,
    })
    .from(media)
    .as(name);
}

/**
 * Files with their organization and storage key, for a module that reads a file's bytes itself
 * (a certificate's logo and background, drawn into its PDF), to join as `unsafeFiles`. Unsafe
 * as `unsafeFiles`: the query joining them keeps to its organization through its own rows (or
 * through `organizationId`).
 */
export function unsafeStoredFiles<Name extends string = 'stored_files'>(name: Name = 'stored_files' as Name) {
  return new QueryBuilder()
    .select({
      id: media.id,
      organizationId: media.organizationId,
      mime: media.mime,
      key: media.key,
      url: media.url,
    })
    .from(media)
    .as(name);
}

/** The file `mediaId` of organization `orgId`, or undefined (another organization's is not there). */
export function findMedia(db: Db, orgId: number, mediaId: number): Promise<MediaRow | undefined> {
  return findInOrganization(db, media, orgId, mediaId);
}
