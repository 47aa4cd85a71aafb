import type { SortOrder } from '@manara/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Staff tables sorted on the server (the contract's `Sorting`): each list names what each of its
 * columns sorts by, and how it breaks ties, so that offset pages never repeat or skip a row.
 */

export type Sorting<C extends string> = { sort: C; order: SortOrder };

/** What each sortable column of a list sorts by, most significant key first. */
export type SortKeys<C extends string> = Record<C, readonly SQLWrapper[]>;

/**
 * The sorting a query asked for, or the list's own when it names no column: a column asked for
 * sorts ascending unless `order` says otherwise; `order` alone turns the list's own order.
 */
export function sortingOf<C extends string>(
  query: { sort?: C | undefined; order?: SortOrder | undefined },
  fallback: Sorting<C>,
): Sorting<C> {
  return query.sort
    ? { sort: query.sort, order: query.order ?? 'asc' }
    : { sort: fallback.sort, order: query.order ?? fallback.order };
}

/**
 * The ORDER BY of a sorting: the column's keys in its direction, a row without a value last
 * either way, then `tiebreak` (directed already, and ending with a unique key such as the id).
 */
export function orderOf<C extends string>(
  keys: SortKeys<C>,
  { sort, order }: Sorting<C>,
  tiebreak: readonly SQL[],
): SQL[] {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return [...keys[sort].map((key) => sql`${key} ${direction} nulls last`), ...tiebreak];
}
