import { PermissionContext } from '@manara/contract';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import {
  organizationPermissions,
  permissionSetPermissions,
  permissionSets,
  permissions,
} from './permissions.tables.ts';

/** Permission slugs as one text array, `[]` when none. */
const slugsOf = (rows: SQL) => sql<string[]>`coalesce(array(${rows}), '{}'::text[])`;

/** SQL: the slugs of the organization permissions `orgId` holds, as one text array (for a statement reading a session). */
export function organizationPermissionSlugs(orgId: number): SQL<string[]> {
  return slugsOf(
    sql`select ${permissions.slug} from ${organizationPermissions} join ${permissions} on ${permissions.id} = ${organizationPermissions.permissionId} where ${organizationPermissions.organizationId} = ${orgId}`,
  );
}

/** SQL: the slugs of the permissions of the set `permissionSetId` (a column of the outer query), as one text array. */
export function permissionSetSlugs(permissionSetId: SQLWrapper): SQL<string[]> {
  return slugsOf(
    sql`select ${permissions.slug} from ${permissionSetPermissions} join ${permissions} on ${permissions.id} = ${permissionSetPermissions.permissionId} where ${permissionSetPermissions.permissionSetId} = ${permissionSetId}`,
  );
}

/** A permission set of the organization, as its table holds it. */
export type PermissionSetRow = typeof permissionSets.$inferSelect;

/** The organization's permission set `permissionSetId`; 404 `common-002` when it has none of that id. */
export function requirePermissionSet(db: Db | Tx, orgId: number, permissionSetId: number): Promise<PermissionSetRow> {
  return requireInOrganization(db, permissionSets, orgId, permissionSetId);
}

/** The organization's default member set, the one new members get; undefined when it has none. */
export async function findDefaultMemberSet(db: Db | Tx, orgId: number): Promise<{ id: number } | undefined> {
  const [set] = await db
    .select({ id: permissionSets.id })
    .from(permissionSets)
    .where(
      inOrganization(
        permissionSets,
        orgId,
        eq(permissionSets.isDefault, true),
        eq(permissionSets.contextId, PermissionContext.organizationMember),
      ),
    )
    .limit(1);
  return set;
}

/** The organization's member sets (by slug and name in both languages), to find one named in an import. */
export function listMemberSets(db: Db | Tx, orgId: number) {
  return db
    .select({
      id: permissionSets.id,
      slug: permissionSets.slug,
      name: permissionSets.name,
      nameAr: permissionSets.nameAr,
    })
    .from(permissionSets)
    .where(inOrganization(permissionSets, orgId, eq(permissionSets.contextId, PermissionContext.organizationMember)));
}

/**
 * The organization's permission sets as other modules read them: a read view to join on `id`
 * (a membership's set, by slug and name). PostgreSQL pulls the subquery up into the query that
 * joins it.
 */
export function permissionSetsIn(orgId: number) {
  return permissionSetsInViews(orgId, () =>
    new QueryBuilder()
      .select({
        id: permissionSets.id,
        slug: permissionSets.slug,
        name: permissionSets.name,
        nameAr: permissionSets.nameAr,
        contextId: permissionSets.contextId,
      })
      .from(permissionSets)
      .where(eq(permissionSets.organizationId, orgId))
      .as('sets'),
  );
}
const permissionSetsInViews = viewPer<number>();
