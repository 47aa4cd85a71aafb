import { getCustomConfig, getOrganizationDashboard } from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as organizations from './organizations.service.ts';

export function organizationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getOrganizationDashboard, async (ctx, { query }) => {
    const orgId = await organizations.resolveDashboardOrganization(deps.db, ctx.orgId, query);
    return deps.organizationCache.dashboard(orgId);
  });
  registerCall(app, deps, getCustomConfig, (ctx, { params }) =>
    organizations.getCustomConfigValue(deps.db, ctx.orgId, params),
  );
}
