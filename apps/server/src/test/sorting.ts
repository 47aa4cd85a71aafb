import { expect } from 'vitest';
import type { TestApp } from './app.ts';

type Caller = { orgId: number; token: string; language?: 'en' | 'ar' };

/** A list's rows are named by `id`, or by another key (`userId` for lists of people). */
type List = { path: string; as: Caller; key?: string };

/** The ids of a page of a list (`path` with its own query, if any), as the caller reads it. */
async function idsOf(t: TestApp, { path, as, key = 'id' }: List, query: string): Promise<number[]> {
  const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
  const res = await t.call('GET', url, as);
  expect(res.status, url).toBe(200);
  return (res.body as { data: Record<string, number>[] }).data.map((row) => row[key] as number);
}

/**
 * Expects a sortable staff list (issue 13) to give `orders` (per column, its ids ascending and
 * descending), to give the same rows read two at a time as read at once, so that ties are broken
 * and no page repeats or skips a row, and to refuse a column it does not sort by with
 * `validation` (400).
 */
export async function expectSortable(
  t: TestApp,
  list: List,
  orders: Record<string, { asc: number[]; desc: number[] }>,
): Promise<void> {
  for (const [column, expected] of Object.entries(orders)) {
    for (const order of ['asc', 'desc'] as const) {
      const sorting = `sort=${column}&order=${order}`;
      const all = await idsOf(t, list, `${sorting}&take=100`);
      expect(all, sorting).toEqual(expected[order]);
      const paged: number[] = [];
      for (let skip = 0; skip < all.length; skip += 2) {
        paged.push(...(await idsOf(t, list, `${sorting}&skip=${skip}&take=2`)));
      }
      expect(paged, `${sorting}, two at a time`).toEqual(all);
    }
  }
  const url = `${list.path}${list.path.includes('?') ? '&' : '?'}sort=unknownColumn`;
  const refused = await t.call('GET', url, list.as);
  expect(refused.status).toBe(400);
  expect(refused.body.errorCode).toBe('validation');
}
