import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import {
  ORGANIZATION_BRANDING_PATH,
  ORGANIZATION_CONFIGURATION_PATH,
  ORGANIZATION_TERMINOLOGY_PATH,
} from './organization-paths.ts';

/**
 * The organization's settings in the staff portal (issue 13): branding, terminology and
 * configuration, for administrators who manage the organization. Their pages live in `portal/`
 * (built into the portal's chunks, never loaded by learners) and use the portal's page frame.
 */
export const organizationRoutes: readonly AppRoute[] = withNamespaces(
  ['organizations'],
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
  ],
);
