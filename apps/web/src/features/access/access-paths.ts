/** Permission sets and the audit log (issue 13), in the portal's administrator mode. */
export const PERMISSION_SETS_PATH = '/portal/admin/permission-sets';
export const PERMISSION_SET_PATH = '/portal/admin/permission-sets/:permissionSetId';
export const AUDIT_LOG_PATH = '/portal/admin/audit-log';

export function permissionSetPath(id: number): string {
  return `/portal/admin/permission-sets/${id}`;
}
