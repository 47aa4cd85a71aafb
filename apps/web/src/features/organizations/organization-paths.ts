/** The organization's staff pages (issue 13), in the portal's administrator mode. */
export const ORGANIZATION_BRANDING_PATH = '/portal/admin/organization/branding';
export const ORGANIZATION_TERMINOLOGY_PATH = '/portal/admin/organization/terminology';
export const ORGANIZATION_CONFIGURATION_PATH = '/portal/admin/organization/configuration';
