import type { CallDef, CallParams, CallQuery, CallResponse, Language, SortOrder } from '@manara/contract';
import { expect } from 'vitest';
import { errorCodeOf, ok, type TestApp, urlOf } from './app.ts';

/** The columns a call sorts by: the values of its `sort` query. */
type SortColumn<C> = CallQuery<C> extends { sort?: infer S } ? Extract<S, string> : never;

/** The keys of a row of the call's list whose values are ids. */
type RowKey<C> =
  CallResponse<C> extends { data: (infer Row)[] }
    ? { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string
    : never;

/**
 * A list as one caller reads it: its call, the call's `params` and its own `query` (filters, if
 * any), and the key that names its rows (`id` unless told: `userId` for lists of people).
 */
type List<C extends CallDef> = {
  call: C;
  params?: CallParams<C>;
  query?: CallQuery<C>;
  as: { orgId: number; token: string };
  language?: Language;
  key?: RowKey<C>;
};

/** The ids of a page of a list, sorted by `sort`, and the total the page reports. */
async function pageOf<C extends CallDef>(
  t: TestApp,
  list: List<C>,
  sorting: { sort: string; order: SortOrder; skip?: number; take: number },
): Promise<{ ids: unknown[]; total: number }> {
  const res = await t.request(list.call, {
    ...(list.params !== undefined ? { params: list.params } : {}),
    // The list's own query with the paging and sorting every sortable call takes (and `C`'s type cannot show).
    query: { ...(list.query as object), ...sorting } as CallQuery<C>,
    as: list.as,
    ...(list.language ? { language: list.language } : {}),
  });
  const page = ok(res) as { data: Record<string, unknown>[]; total: number };
  return { ids: page.data.map((row) => row[list.key ?? 'id']), total: page.total };
}

/**
 * Expects a sortable staff list (issue 13) to give `orders` (per column, its ids ascending and
 * descending), to give the same rows read two at a time as read at once, so that ties are broken
 * and no page repeats or skips a row (each page reporting the same total), and to refuse a column
 * it does not sort by with `validation` (400).
 */
export async function expectSortable<C extends CallDef>(
  t: TestApp,
  list: List<C>,
  orders: { [Column in SortColumn<C>]?: { asc: number[]; desc: number[] } },
): Promise<void> {
  const columns = Object.entries(orders) as [string, { asc: number[]; desc: number[] }][];
  for (const [column, expected] of columns) {
    for (const order of ['asc', 'desc'] as const) {
      const sorting = `sort=${column}&order=${order}`;
      const all = await pageOf(t, list, { sort: column, order, take: 100 });
      expect(all.ids, sorting).toEqual(expected[order]);
      expect(all.total, `${sorting}, total`).toBe(all.ids.length);
      const paged: unknown[] = [];
      for (let skip = 0; skip < all.ids.length; skip += 2) {
        const page = await pageOf(t, list, { sort: column, order, skip, take: 2 });
        expect(page.total, `${sorting}&skip=${skip}, total`).toBe(all.total);
        paged.push(...page.ids);
      }
      expect(paged, `${sorting}, two at a time`).toEqual(all.ids);
    }
  }
  // Untyped on purpose: a column the contract's types do not allow.
  const url = urlOf(list.call, list.params, { ...(list.query as object), sort: 'unknownColumn' });
  const refused = await t.call('GET', url, { ...list.as, ...(list.language ? { language: list.language } : {}) });
  expect(refused.status, url).toBe(400);
  expect(errorCodeOf(refused), url).toBe('validation');
}
