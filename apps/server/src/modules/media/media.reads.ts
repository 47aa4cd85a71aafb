import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { media } from './media.tables.ts';

/*
 * How other modules read the media module's table, which they never import: read views to join
 * (plain subqueries, which PostgreSQL pulls up into the statement that joins them).
 */

/**
 * Stored files, every column, to join from the row that points at one (a course's cover).
 * Unsafe: the view keeps to no organization, as `unsafeMediaByIds`: only for files named by rows
 * the caller found in its organization; a course offered by another organization shows its
 * owner's files.
 */
export function unsafeFiles() {
  return new QueryBuilder().select(getTableColumns(media)).from(media).as('files');
}
