/**
 * Read views (the subqueries a module exports for others to join, docs/architecture.md, "Module
 * boundaries") built once and kept. Building one is not free: Drizzle makes a proxy of every column
 * of its selection, tens of microseconds for a table's columns, more than the whole of a request
 * answered from the caches. A view is an immutable description of SQL, so one object serves every
 * statement that joins it, in any request.
 *
 * `viewPer()` keeps one per key: an organization (as many as there are organizations), or
 * nothing for a view of global rows. The view is built by the exported function itself
 * (`return offerings(orgId, () => new QueryBuilder()…)`), so the tenancy check still reads the
 * query where it is written, under the function's name.
 */
export function viewPer<K>(): <V>(key: K, build: () => V) => V {
  // One function's views: every value is what its one `build` made, so the cast holds.
  const views = new Map<K, unknown>();
  return <V>(key: K, build: () => V): V => {
    if (!views.has(key)) views.set(key, build());
    return views.get(key) as V;
  };
}
