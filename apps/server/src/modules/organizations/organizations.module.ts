import { getCustomConfig, getOrganizationDashboard } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { brandingMediaUse, termMediaUse } from './organizations.media-uses.ts';
import * as organizations from './organizations.service.ts';

export const organizationsModule = defineModule({
  name: 'organizations',
  calls: { getOrganizationDashboard, getCustomConfig },
  // Branding and the images of terms are public files (the media module's registry).
  provides: { mediaUses: [brandingMediaUse, termMediaUse] },
  handlers: ({ db, organizationCache }) => ({
    getOrganizationDashboard: async (ctx, { query }) => {
      const orgId = await organizations.resolveDashboardOrganization(db, ctx.orgId, query);
      return organizationCache.dashboard(orgId);
    },
    getCustomConfig: (ctx, { params }) => organizations.getCustomConfigValue(db, ctx.orgId, params),
  }),
});
