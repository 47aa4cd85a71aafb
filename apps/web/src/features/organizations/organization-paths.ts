/** The organization's staff pages (issue 13), in the portal's administrator mode. */
export const ORGANIZATION_BRANDING_PATH = '/portal/admin/organization/branding';
export const ORGANIZATION_TERMINOLOGY_PATH = '/portal/admin/organization/terminology';
export const ORGANIZATION_CONFIGURATION_PATH = '/portal/admin/organization/configuration';
export const ORGANIZATION_CATEGORIES_PATH = '/portal/admin/organization/categories';
export const ORGANIZATION_REGISTRATION_FORM_PATH = '/portal/admin/organization/registration-form';
export const ORGANIZATION_SSO_PATH = '/portal/admin/organization/single-sign-on';
export const ORGANIZATION_ANNOUNCEMENTS_PATH = '/portal/admin/organization/announcements';
