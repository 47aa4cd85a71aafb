/**
 * Permission sets and the permission checks of organizations and members.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `permissions.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */

export type { EffectivePermissions, PermissionCheck } from '../../platform/identity.ts';
export { permissionsModule } from './permissions.module.ts';
export { provisionOrganizationPermissions, type StartingSet } from './permissions.provision.ts';
export {
  /** The organization's default member set. */
  findDefaultMemberSet,
  /** The organization's member sets. */
  listMemberSets,
  /** SQL: the slugs of an organization's permissions, as one array. */
  organizationPermissionSlugs,
  /** A permission set, as its table holds it. */
  type PermissionSetRow,
  /** SQL: the slugs of a permission set's permissions, as one array. */
  permissionSetSlugs,
  /** View: an organization's permission sets, to join on `id`. */
  permissionSetsIn,
  /** The organization's permission set of an id, or 404. */
  requirePermissionSet,
} from './permissions.reads.ts';
export {
  administersOrganization,
  checkMemberPermissions,
  checkPermissions,
  isOrganizationAdministrator,
  loadEffectivePermissions,
  permissionSetsWhere,
} from './permissions.service.ts';
