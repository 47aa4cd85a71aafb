import {
  createPermissionSet,
  deletePermissionSet,
  getPermissionSet,
  getSystemPermissions,
  listAuditLog,
  listPermissionCategories,
  listPermissionContexts,
  listPermissionSets,
  listPermissions,
  updatePermissionSet,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { syncPermissionCatalogue } from './permissions.reference.ts';
import * as permissions from './permissions.service.ts';
import * as permissionsTables from './permissions.tables.ts';

export const permissionsModule = defineModule({
  name: 'permissions',
  tables: permissionsTables,
  seed: { reference: syncPermissionCatalogue },
  calls: {
    getSystemPermissions,
    listPermissions,
    listPermissionContexts,
    listPermissionCategories,
    listPermissionSets,
    getPermissionSet,
    createPermissionSet,
    updatePermissionSet,
    deletePermissionSet,
    listAuditLog,
  },
  handlers: ({ db }) => ({
    getSystemPermissions: async (ctx) => ({ data: await permissions.listSystemPermissions(ctx) }),
    listPermissions: (ctx, { query }) => permissions.listPermissionCatalogue(db, ctx, query),
    listPermissionContexts: (ctx, { query }) => permissions.listPermissionContexts(db, ctx, query),
    listPermissionCategories: (ctx, { query }) => permissions.listPermissionCategories(db, ctx, query),
    listPermissionSets: (ctx, { query }) => permissions.listPermissionSets(db, ctx, query),
    getPermissionSet: (ctx, { params }) => permissions.getPermissionSetById(db, ctx, params.permissionSetId),
    createPermissionSet: (ctx, { body }) => permissions.createPermissionSet(db, ctx, body),
    updatePermissionSet: (ctx, { params, body }) =>
      permissions.updatePermissionSet(db, ctx, params.permissionSetId, body),
    deletePermissionSet: (ctx, { params }) => permissions.deletePermissionSet(db, ctx, params.permissionSetId),
    listAuditLog: (ctx, { query }) => permissions.listAuditLog(db, ctx, query),
  }),
});
