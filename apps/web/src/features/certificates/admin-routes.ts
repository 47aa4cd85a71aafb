import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import { CERTIFICATE_TEMPLATES_PATH } from './certificates-admin-paths.ts';

/**
 * The organization's certificate templates in the staff portal (issue 13): managed by the
 * administrators of the organization's settings (the server's rule of the calls), beside its
 * branding. The page lives in `portal/` (the portal's chunks); the background and colour fields
 * are the organization screens' (their texts too), the delete confirmation the course editor's.
 */
export const certificateAdminRoutes: readonly AppRoute[] = withNamespaces(
  ['certificates', 'authoring', 'organizations'],
  [
    portalPage(
      CERTIFICATE_TEMPLATES_PATH,
      'certificateTemplates',
      async () => (await import('./portal/certificate-templates-page.tsx')).CertificateTemplatesPage,
      portalRules.organization,
    ),
  ],
);
