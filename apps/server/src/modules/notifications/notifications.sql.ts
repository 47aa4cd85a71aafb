import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any(<ids>)` with the ids as one text parameter: a list of thousands (every member of
 * an organization) is one parameter to bind, not thousands, on PGlite and PostgreSQL alike.
 */
export function inIds(column: Column, ids: readonly number[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::int[])`;
}
