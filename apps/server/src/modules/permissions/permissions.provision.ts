import { PermissionContext } from '@manara/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  organizationPermissions,
  permissionSetPermissions,
  permissionSets,
  permissions,
} from './permissions.tables.ts';

/** A member permission set an organization starts with, and the permissions it holds (by slug). */
export interface StartingSet<Slug extends string> {
  slug: Slug;
  name: string;
  nameAr: string;
  canBeEdited: boolean;
  isDefault: boolean;
  permissions: readonly string[];
}

/**
 * Gives a new organization, in the transaction that creates it, its plan's organization
 * permissions and its predefined member sets (neither editable away nor deletable). Every slug
 * must be a known permission. Answers the sets' ids by slug.
 */
export async function provisionOrganizationPermissions<Slug extends string>(
  tx: Tx,
  orgId: number,
  input: { organizationPermissions: readonly string[]; sets: readonly StartingSet<Slug>[] },
): Promise<Record<Slug, number>> {
  const allSlugs = [...new Set([...input.organizationPermissions, ...input.sets.flatMap((s) => s.permissions)])];
  const permissionRows = await tx
    .select({ id: permissions.id, slug: permissions.slug })
    .from(permissions)
    .where(inArray(permissions.slug, allSlugs));
  const permissionId = new Map(permissionRows.map((p) => [p.slug, p.id]));
  const missing = allSlugs.filter((s) => !permissionId.has(s));
  if (missing.length) throw new Error(`unknown permissions: ${missing.join(', ')}`);
  await tx.insert(organizationPermissions).values(
    input.organizationPermissions.map((slug) => ({
      organizationId: orgId,
      permissionId: permissionId.get(slug) as number,
    })),
  );

  const setIds = {} as Record<Slug, number>;
  for (const set of input.sets) {
    const [row] = await tx
      .insert(permissionSets)
      .values({
        organizationId: orgId,
        slug: set.slug,
        name: set.name,
        nameAr: set.nameAr,
        contextId: PermissionContext.organizationMember,
        canBeEdited: set.canBeEdited,
        canBeDeleted: false,
        isPredefined: true,
        isDefault: set.isDefault,
      })
      .returning({ id: permissionSets.id });
    if (!row) throw new Error('permission set insert returned nothing');
    setIds[set.slug] = row.id;
    await tx
      .insert(permissionSetPermissions)
      .values(
        set.permissions.map((slug) => ({ permissionSetId: row.id, permissionId: permissionId.get(slug) as number })),
      );
  }
  return setIds;
}
