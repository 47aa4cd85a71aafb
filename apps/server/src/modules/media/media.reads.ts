import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { viewPer } from '../../platform/read-views.ts';
import { findInOrganization } from '../../platform/tenancy.ts';
import type { MediaRow } from './media.access.ts';
import { media } from './media.tables.ts';

/**
 * Files with their organization and storage key, for a module that reads a file's bytes itself
 * (a certificate's logo and background, drawn into its PDF), to join as `unsafeFiles` (files.ts). Unsafe
 * as `unsafeFiles`: the query joining them keeps to its organization through its own rows (or
 * through `organizationId`).
 */
export function unsafeStoredFiles<Name extends string = 'stored_files'>(name: Name = 'stored_files' as Name) {
  // Kept per name: built once (platform/read-views.ts), as a view of `name` is the same for every caller.
  return unsafeStoredFilesByName(name, () =>
    new QueryBuilder()
      .select({
        id: media.id,
        organizationId: media.organizationId,
        mime: media.mime,
        key: media.key,
        url: media.url,
      })
      .from(media)
      .as(name),
  );
}
const unsafeStoredFilesByName = viewPer<string>();

/** The file `mediaId` of organization `orgId`, or undefined (another organization's is not there). */
export function findMedia(db: Db, orgId: number, mediaId: number): Promise<MediaRow | undefined> {
  return findInOrganization(db, media, orgId, mediaId);
}
