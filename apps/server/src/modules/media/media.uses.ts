import type { MediaType } from '@manara/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { Extensions } from '../../platform/module.ts';
import { media } from './media.tables.ts';

/**
 * The media usage registry. A module whose table points at files (a column that references
 * `media.id`) says in its manifest what such a use does to the file:
 *
 * ```ts
 * provides: {
 *   mediaUses: [
 *     // Anyone may open a course's cover, as long as the course is not deleted.
 *     { name: 'courses: cover and introductory video', table: courses,
 *       columns: [courses.coverImageId, courses.introductoryVideoId],
 *       access: 'public', where: eq(courses.isDeleted, false) },
 *     // A lesson's video opens for the course's learners and authors, as the module decides.
 *     { name: 'course-content: lesson video', table: courseSubsections,
 *       columns: [courseSubsections.videoMediaId], access: 'restricted', canOpen: … },
 *   ],
 * }
 * ```
 *
 * The media module builds from these items the one query that says whether a file is public, asks
 * the restricted uses whether the caller may open a file, and checks every new use of a file
 * (`requireMediaAttachable`). It names no table of another module: a module that points at files
 * without declaring its use fails `media.uses.test.ts`.
 */
interface MediaUseBase {
  /** Unique in the app, for messages and tests: `<module>: <what>`. */
  name: string;
  /** The table whose rows point at files. */
  table: PgTable;
  /** Its columns that hold a media id (each references `media.id`). */
  columns: readonly PgColumn[];
}

/** A use that makes the file public: anyone may open it, without signing in. */
export interface PublicMediaUse extends MediaUseBase {
  access: 'public';
  /** Only the rows that match make the file public (a course that is not deleted); a condition on `table` only. */
  where?: SQL;
}

/**
 * Whether a restricted use lets the caller open a (published) file they neither uploaded nor
 * administer: true when one of the use's rows grants it, false when none does; it may throw the
 * refusal worth showing instead of "not found" (403 `courses-003`, enrol first).
 */
export type MediaOpenCheck = (db: Db, ctx: RequestContext, mediaId: number) => Promise<boolean>;

/** A use that keeps the file private: it opens for whom `canOpen` says (without it, nobody more). */
export interface RestrictedMediaUse extends MediaUseBase {
  access: 'restricted';
  canOpen?: MediaOpenCheck;
}

export type MediaUse = PublicMediaUse | RestrictedMediaUse;

declare module '../../platform/module.ts' {
  interface ExtensionPoints {
    /** What each module's columns that point at files do to them (public or restricted). */
    mediaUses: MediaUse;
  }
}

/** The registry of an app: every module's declared uses of files. */
export type MediaUses = readonly MediaUse[];

/** A file a write points a column at; `type`, when the field takes one kind only (a cover, a video). */
export type MediaReference = { id: number; type?: MediaType };

/** The columns that reference `media.id` in a table. */
export function mediaColumnsOf(table: PgTable): PgColumn[] {
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const reference = fk.reference();
    const pointsAtMedia = reference.foreignTable === media && reference.foreignColumns.every((c) => c === media.id);
    return pointsAtMedia ? reference.columns : [];
  });
}

/** `table.column`, as the database names it. */
export function columnLabel(column: PgColumn): string {
  return `${getTableConfig(column.table).name}.${column.name}`;
}

/** The app's registry: the uses every module of the app provides. */
export function mediaUsesOf(extensions: Extensions): MediaUses {
  return extensions.list('mediaUses');
}

/**
 * Checks the registry once, when the app is built: unique names, and each item's columns are
 * columns of its table that reference `media.id` (a mistake fails the start, not a request).
 */
export function checkMediaUses(uses: MediaUses): MediaUses {
  const names = new Set<string>();
  for (const use of uses) {
    if (names.has(use.name)) throw new Error(`two media uses are named ${use.name}`);
    names.add(use.name);
    if (use.columns.length === 0) throw new Error(`media use ${use.name} names no column`);
    const pointing = mediaColumnsOf(use.table);
    for (const column of use.columns) {
      if (!pointing.includes(column)) {
        throw new Error(
          `media use ${use.name}: ${columnLabel(column)} is not a column of its table that references media.id`,
        );
      }
    }
  }
  return uses;
}

/** The rows of `use` that point at the file (and match its condition, for a public use). */
function rowsUsing(use: MediaUse, mediaId: number): SQL {
  const pointing = or(...use.columns.map((column) => eq(column, mediaId))) as SQL;
  const where = use.access === 'public' && use.where ? and(pointing, use.where) : pointing;
  return sql`exists (select 1 from ${use.table} where ${where})`;
}

/**
 * The statement that says whether a public use points at the file: an `or` of one `exists` per
 * public use, built from the declared tables, columns and conditions (identifiers quoted by
 * drizzle, the id a parameter). Null when no use is public.
 */
export function publicMediaQuery(uses: MediaUses, mediaId: number): SQL | null {
  const checks = uses.filter((use) => use.access === 'public').map((use) => rowsUsing(use, mediaId));
  if (checks.length === 0) return null;
  return sql`select (${sql.join(checks, sql` or `)}) as "isPublic"`;
}

/** Whether a public use points at the file, in one statement. Whether the file itself is published is the caller's question. */
export async function isPublicMedia(db: Db | Tx, uses: MediaUses, mediaId: number): Promise<boolean> {
  const query = publicMediaQuery(uses, mediaId);
  if (!query) return false;
  const result = await db.execute<{ isPublic: boolean }>(query);
  return Boolean(result.rows[0]?.isPublic);
}
