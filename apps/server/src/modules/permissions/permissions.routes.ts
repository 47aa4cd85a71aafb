import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as permissions from './permissions.service.ts';

export function permissionsRoutes(app: FastifyInstance, d: AppDeps): void {
  const { db } = d;
  registerCall(app, d, calls.getSystemPermissions, async (ctx) => ({
    data: await permissions.listSystemPermissions(ctx),
  }));
  registerCall(app, d, calls.listPermissions, (ctx, { query }) => permissions.listPermissionCatalogue(db, ctx, query));
  registerCall(app, d, calls.listPermissionContexts, (ctx, { query }) =>
    permissions.listPermissionContexts(db, ctx, query),
  );
  registerCall(app, d, calls.listPermissionCategories, (ctx, { query }) =>
    permissions.listPermissionCategories(db, ctx, query),
  );
  registerCall(app, d, calls.listPermissionSets, (ctx, { query }) => permissions.listPermissionSets(db, ctx, query));
  registerCall(app, d, calls.getPermissionSet, (ctx, { params }) =>
    permissions.getPermissionSetById(db, ctx, params.permissionSetId),
  );
  registerCall(app, d, calls.createPermissionSet, (ctx, { body }) => permissions.createPermissionSet(db, ctx, body));
  registerCall(app, d, calls.updatePermissionSet, (ctx, { params, body }) =>
    permissions.updatePermissionSet(db, ctx, params.permissionSetId, body),
  );
  registerCall(app, d, calls.deletePermissionSet, (ctx, { params }) =>
    permissions.deletePermissionSet(db, ctx, params.permissionSetId),
  );
}
