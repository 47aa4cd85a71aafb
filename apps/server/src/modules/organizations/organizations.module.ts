import {
  getCustomConfig,
  getOrganizationDashboard,
  listFontFamilies,
  updateOrganizationBranding,
  updateOrganizationConfiguration,
  updateOrganizationTerminology,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as settings from './organization-settings.service.ts';
import { organizationChanged } from './organizations.cache.ts';
import { brandingMediaUse, termMediaUse } from './organizations.media-uses.ts';
import { syncOrganizationSettingsCatalogue } from './organizations.reference.ts';
import * as organizations from './organizations.service.ts';
import * as organizationsTables from './organizations.tables.ts';

export const organizationsModule = defineModule({
  name: 'organizations',
  tables: organizationsTables,
  seed: { reference: syncOrganizationSettingsCatalogue },
  calls: {
    getOrganizationDashboard,
    getCustomConfig,
    updateOrganizationBranding,
    listFontFamilies,
    updateOrganizationTerminology,
    updateOrganizationConfiguration,
  },
  // The dashboard is kept with the organization, the same for every caller.
  keptForGuests: ['getOrganizationDashboard'],
  // Branding and the images of terms are public files (the media module's registry).
  provides: { mediaUses: [brandingMediaUse, termMediaUse] },
  handlers: (deps) => {
    const { db, organizationCache, config } = deps;
    /** The dashboard as every page reads it: the stored `adminUrl`, else this app's portal (docs/decisions/organizations.md). */
    const dashboardOf = async (orgId: number) =>
      organizations.withPortalAddress(await organizationCache.dashboard(orgId), config.publicUrl);
    /** After a change: every process forgets its copy, and the caller gets the new dashboard. */
    const changed = async (orgId: number) => {
      await organizationChanged(deps, orgId);
      return dashboardOf(orgId);
    };
    return {
      getOrganizationDashboard: async (ctx, { query }) =>
        dashboardOf(await organizations.resolveDashboardOrganization(db, ctx.orgId, query)),
      getCustomConfig: (ctx, { params }) => organizations.getCustomConfigValue(db, ctx.orgId, params),
      updateOrganizationBranding: async (ctx, { body }) => {
        await settings.updateBranding(deps, ctx, body);
        return changed(ctx.orgId);
      },
      listFontFamilies: () => settings.listFonts(db),
      updateOrganizationTerminology: async (ctx, { body }) => {
        await settings.updateTerminology(db, ctx, body);
        return changed(ctx.orgId);
      },
      updateOrganizationConfiguration: async (ctx, { body }) => {
        await settings.updateConfiguration(db, ctx, body);
        return changed(ctx.orgId);
      },
    };
  },
});
