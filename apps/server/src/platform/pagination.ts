import { MAX_INT4 } from '@manara/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

/**
 * Paging, the two ways lists are read. Offset pages answer the spec's `{ data, total }` for
 * `skip`/`take`; keyset pages walk a feed that grows while it is read (notifications, posts)
 * with an opaque cursor, so that nothing is shown twice or skipped when new rows arrive.
 */

export interface OffsetPage<T> {
  data: T[];
  total: number;
}

/**
 * One offset page: `query` (a dynamic select, already filtered and ordered — `.$dynamic()`) at
 * `skip`/`take`, and `total`, the count of the same filter (`db.$count(table, where)` or a select).
 */
export async function paged<Q extends PgSelect>(
  page: { skip: number; take: number },
  query: Q,
  total: PromiseLike<number> | PromiseLike<{ n: number }[]>,
): Promise<OffsetPage<Awaited<Q>[number]>> {
  const [data, count] = await Promise.all([
    // Some lists take "all" as a huge `take` (the announcement banner); PostgreSQL's limit is an integer.
    query.offset(page.skip).limit(Math.min(page.take, MAX_INT4)),
    total,
  ]);
  return { data: data as Awaited<Q>[number][], total: typeof count === 'number' ? count : (count[0]?.n ?? 0) };
}

/**
 * The page of a statement built once (`platform/built-once.ts`): its offset and limit are the
 * placeholders `skip` and `take`, which `pageValues` gives for each run.
 */
export function pagePlaceholders<Q extends PgSelect>(query: Q) {
  return query.offset(sql.placeholder('skip')).limit(sql.placeholder('take'));
}

/** The values of `pagePlaceholders` for `page` (a huge `take` is PostgreSQL's largest integer). */
export function pageValues(page: { skip: number; take: number }): { skip: number; take: number } {
  return { skip: page.skip, take: Math.min(page.take, MAX_INT4) };
}

/** Beside each row of a page, how many rows the filter holds in all (`pagedOver`). */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One offset page and its total in one statement: `query` selects `total: totalOver` beside its
 * columns, so every row carries the filter's count. Only a page past the end has no row to carry
 * it; then `count` is asked (0 without asking on the first page).
 */
export async function pagedOver<Q extends PgSelect>(
  page: { skip: number; take: number },
  query: Q,
  count: () => PromiseLike<number>,
): Promise<OffsetPage<Awaited<Q>[number]>> {
  const data = (await query.offset(page.skip).limit(Math.min(page.take, MAX_INT4))) as Awaited<Q>[number][];
  const first = data[0] as { total: number } | undefined;
  return { data, total: first ? first.total : page.skip === 0 ? 0 : await count() };
}

/** Maps the rows of a page, keeping its total. */
export function mapPage<T, U>(page: OffsetPage<T>, map: (row: T) => U): OffsetPage<U> {
  return { data: page.data.map(map), total: page.total };
}

export interface KeysetPage<T, C = string> {
  data: T[];
  /** The cursor of the next page, or null at the end. */
  next: C | null;
}

export type CursorValue = string | number;

/** An opaque cursor holding the sort key of the last row shown. */
export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The sort key in a cursor; a cursor that was not made by `encodeCursor` for this order is a 400. */
export function decodeCursor(cursor: string, arity: number): CursorValue[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    ) {
      return values as CursorValue[];
    }
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError('validation', [{ path: 'query.cursor', message: 'form.invalid' }]);
}

/**
 * The condition "after the cursor" for a list ordered by `columns` (all descending, or all
 * ascending), compared as one row value so that an index on the same columns answers it. The
 * last column must be unique (the id). A timestamp in a key must round-trip exactly: PostgreSQL
 * keeps microseconds and a JavaScript `Date` milliseconds, so key on the id, or on a column that
 * holds milliseconds only.
 */
export function afterCursor(
  columns: readonly (AnyPgColumn | SQLWrapper)[],
  cursor: string | undefined,
  direction: 'asc' | 'desc',
): SQL | undefined {
  return afterKey(columns, cursor === undefined ? undefined : decodeCursor(cursor, columns.length), direction);
}

/**
 * `afterCursor` for a sort key the caller already holds (a call whose spec'd cursor is the last
 * id itself, `before` of `GET notifications/v2`): the rows after `key`, or every row without one.
 */
export function afterKey(
  columns: readonly (AnyPgColumn | SQLWrapper)[],
  key: readonly CursorValue[] | undefined,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (key === undefined) return undefined;
  if (key.length !== columns.length) throw new Error('afterKey: one value per column');
  const left = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const right = sql.join(
    key.map((v) => sql`${v}`),
    sql`, `,
  );
  return direction === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/**
 * One keyset page: `query` (filtered with `afterCursor`, ordered by the same columns) reads one
 * row more than `take` to know whether another page follows; `keyOf` gives a row's sort key, and
 * `cursorOf` makes the next page's cursor of it (by default the opaque `encodeCursor`; a call
 * whose spec'd cursor is the last id passes `([id]) => Number(id)` and filters with `afterKey`).
 */
export function keysetPaged<Q extends PgSelect>(
  take: number,
  query: Q,
  keyOf: (row: Awaited<Q>[number]) => readonly CursorValue[],
): Promise<KeysetPage<Awaited<Q>[number]>>;
export function keysetPaged<Q extends PgSelect, C>(
  take: number,
  query: Q,
  keyOf: (row: Awaited<Q>[number]) => readonly CursorValue[],
  cursorOf: (key: readonly CursorValue[]) => C,
): Promise<KeysetPage<Awaited<Q>[number], C>>;
export async function keysetPaged<Q extends PgSelect, C>(
  take: number,
  query: Q,
  keyOf: (row: Awaited<Q>[number]) => readonly CursorValue[],
  cursorOf: (key: readonly CursorValue[]) => C | string = encodeCursor,
): Promise<KeysetPage<Awaited<Q>[number], C | string>> {
  const rows = (await query.limit(take + 1)) as Awaited<Q>[number][];
  const data = rows.slice(0, take);
  const last = data.at(-1);
  return { data, next: rows.length > take && last !== undefined ? cursorOf(keyOf(last)) : null };
}
