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
  administersOrganization,
  checkMemberPermissions,
  checkPermissions,
  isOrganizationAdministrator,
  loadEffectivePermissions,
  permissionSetsWhere,
} from './permissions.service.ts';
