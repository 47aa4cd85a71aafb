import { QueryBuilder } from 'drizzle-orm/pg-core';
import { viewPer } from '../../platform/read-views.ts';
import { media } from './media.tables.ts';

const kept = viewPer<string>();

/**
 * Files as other modules read them: a read view over `media` without the storage key, to join
 * on `id` from a row that names a file (a person's picture, an organization's logo). Named `name`
 * (`files` unless told), so that one statement can join several (an organization's logo and
 * icon). PostgreSQL pulls the subquery up into the query that joins it: the plan is the one of
 * joining `media` itself.
 *
 * Unsafe: files of every organization, joined by the id that a row the caller already found
 * names (a person's picture is global, a course offered by another organization keeps its cover).
 * A function, that other modules' views build on as they load (`people`); `index.ts` exports it
 * first. Built once per name and kept (platform/read-views.ts).
 */
export function unsafeFiles<Name extends string = 'files'>(name: Name = 'files' as Name) {
  return kept(name, () =>
    new QueryBuilder()
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
      .as(name),
  );
}
