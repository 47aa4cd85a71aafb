import type { SortOrder } from '@manara/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Staff tables sorted on the server (the contract's `Sorting`): each list names what each of its
 * columns sorts by, and how it breaks ties, so that offset pages never repeat or skip a row.
 */

export type Sorting<C extends string> = { sort: C; order: SortOrder };

/** A key that may be null (an outer join, a date not set yet): its rows come last either way. */
class NullableKey {
  constructor(readonly key: SQLWrapper) {}
}

/**
 * Marks a key as nullable. Other keys sort plainly, so that an index on them (read either way)
 * serves the order: `desc nulls last` would not match one.
 */
export function nullable(key: SQLWrapper): NullableKey {
  return new NullableKey(key);
}

/** What each sortable column of a list sorts by, most significant key first. */
export type SortKeys<C extends string> = Record<C, readonly (SQLWrapper | NullableKey)[]>;

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
 * The ORDER BY of a sorting: the column's keys in its direction (a nullable key's empty rows last
 * either way), then `tiebreak` (directed already, and ending with a unique key such as the id).
 */
export function orderOf<C extends string>(
  keys: SortKeys<C>,
  { sort, order }: Sorting<C>,
  tiebreak: readonly SQL[],
): SQL[] {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return [
    ...keys[sort].map((key) =>
      key instanceof NullableKey ? sql`${key.key} ${direction} nulls last` : sql`${key} ${direction}`,
    ),
    ...tiebreak,
  ];
}
