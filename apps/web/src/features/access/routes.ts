import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, withNamespaces } from '../../routing/app-route.ts';
import { AUDIT_LOG_PATH, PERMISSION_SET_PATH, PERMISSION_SETS_PATH } from './access-paths.ts';

/** Permission sets: administrators who manage them (the server's rule of the permission-set calls). */
const setRules = { memberPermissions: [M.administratorPortal, M.managePermissionSets] } as const;
/** The audit log: administrators of an organization whose plan manages members (the server's rule of `GET audit-log`). */
const auditRules = { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudMembers] } as const;

/**
 * Access administration in the staff portal (issue 13): permission sets (cloned, edited,
 * deleted) and the audit log. The pages live in `portal/` (the portal's chunks).
 */
export const accessRoutes: readonly AppRoute[] = withNamespaces(
  ['access'],
  [
    portalPage(
      PERMISSION_SETS_PATH,
      'permissionSets',
      async () => (await import('./portal/permission-sets-page.tsx')).PermissionSetsPage,
      setRules,
    ),
    portalPage(
      PERMISSION_SET_PATH,
      'permissionSet',
      async () => (await import('./portal/permission-set-page.tsx')).PermissionSetPage,
      setRules,
    ),
    portalPage(
      AUDIT_LOG_PATH,
      'auditLog',
      async () => (await import('./portal/audit-log-page.tsx')).AuditLogPage,
      auditRules,
    ),
  ],
);
