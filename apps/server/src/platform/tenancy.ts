import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { notFound } from './errors.ts';

/**
 * Tenancy as structure (docs/decisions/platform.md). Every query of a tenant table — a table
 * with an `organizationId` column — keeps to one organization, through these helpers (which
 * cannot be called without it) or by naming the organization column itself. A query that
 * legitimately reads across organizations (a token looked up before the organization is known,
 * the job worker, a person's sessions) lives in a function named `unsafe…` whose comment says
 * why. `tenancy.test.ts` reads the server's source and fails on any other query.
 */

/**
 * The organization of a statement built once for every organization (`platform/built-once.ts`):
 * a placeholder, whose value each run must give (`execute({ orgId })`; Drizzle throws without it).
 */
export const ORGANIZATION = sql.placeholder('orgId');
export type OrganizationOf = number | typeof ORGANIZATION;

/** A table of tenant rows: one with the organization column. */
export type TenantTable = PgTable & { organizationId: PgColumn };

/** A tenant table whose rows have an integer `id`. */
export type TenantTableWithId = TenantTable & { id: PgColumn };

/**
 * The condition that keeps `table`'s rows to organization `orgId`, and to `conditions` (ANDed;
 * `undefined` ones are left out, as `and` does):
 *
 * ```ts
 * db.select().from(courseReviews).where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.courseId, id)))
 * ```
 */
export function inOrganization(table: TenantTable, orgId: number, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.organizationId, orgId), ...conditions) as SQL;
}

/**
 * The row of `table` with this `id` in organization `orgId`, or `undefined` (another
 * organization's row is not there, as a missing one).
 */
export async function findInOrganization<T extends TenantTableWithId>(
  db: Db | Tx,
  table: T,
  orgId: number,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(inOrganization(table, orgId, eq(table.id, id)));
  return row as T['$inferSelect'] | undefined;
}

/** The row of `table` with this `id` in organization `orgId`; 404 `common-002` otherwise. */
export async function requireInOrganization<T extends TenantTableWithId>(
  db: Db | Tx,
  table: T,
  orgId: number,
  id: number,
): Promise<T['$inferSelect']> {
  const row = await findInOrganization(db, table, orgId, id);
  if (!row) throw notFound();
  return row;
}
