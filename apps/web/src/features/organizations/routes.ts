import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import {
  ORGANIZATION_ANNOUNCEMENTS_PATH,
  ORGANIZATION_BRANDING_PATH,
  ORGANIZATION_CATEGORIES_PATH,
  ORGANIZATION_CONFIGURATION_PATH,
  ORGANIZATION_REGISTRATION_FORM_PATH,
  ORGANIZATION_SSO_PATH,
  ORGANIZATION_TERMINOLOGY_PATH,
} from './organization-paths.ts';

/** The server's rules of each page's calls: categories are the course administrators', providers the member administrators'. */
const categoryRules = { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudCourses] } as const;
const ssoRules = { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudMembers] } as const;

/**
 * The organization's settings in the staff portal (issue 13): branding, terminology and
 * configuration, course categories, the registration form, single sign-on and announcements,
 * for administrators who manage the organization. Their pages live in `portal/` (built into the
 * portal's chunks, never loaded by learners) and use the portal's page frame; the tables confirm
 * deletions with the authoring's ConfirmDialog (its texts are in `authoring`); the registration
 * form's preview is the learner's own form, whose texts are in `auth`.
 */
export const organizationRoutes: readonly AppRoute[] = withNamespaces(
  ['organizations', 'authoring', 'auth'],
  [
    portalPage(
      ORGANIZATION_BRANDING_PATH,
      'organizationBranding',
      async () => (await import('./portal/branding-page.tsx')).BrandingPage,
      portalRules.organization,
    ),
    portalPage(
      ORGANIZATION_TERMINOLOGY_PATH,
      'organizationTerminology',
      async () => (await import('./portal/terminology-page.tsx')).TerminologyPage,
      portalRules.organization,
    ),
    portalPage(
      ORGANIZATION_CONFIGURATION_PATH,
      'organizationConfiguration',
      async () => (await import('./portal/configuration-page.tsx')).ConfigurationPage,
      portalRules.organization,
    ),
    portalPage(
      ORGANIZATION_CATEGORIES_PATH,
      'organizationCategories',
      async () => (await import('./portal/categories-page.tsx')).CategoriesPage,
      categoryRules,
    ),
    portalPage(
      ORGANIZATION_REGISTRATION_FORM_PATH,
      'organizationRegistrationForm',
      async () => (await import('./portal/registration-form-page.tsx')).RegistrationFormPage,
      portalRules.organization,
    ),
    portalPage(
      ORGANIZATION_SSO_PATH,
      'organizationSso',
      async () => (await import('./portal/sso-providers-page.tsx')).SsoProvidersPage,
      ssoRules,
    ),
    portalPage(
      ORGANIZATION_ANNOUNCEMENTS_PATH,
      'organizationAnnouncements',
      async () => (await import('./portal/announcements-page.tsx')).AnnouncementsPage,
      portalRules.organization,
    ),
  ],
);
