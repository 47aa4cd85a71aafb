import { type AppRoute, lmsRules, page, withNamespaces } from '../../routing/app-route.ts';
import { ConfigurationFlag as C } from '../../routing/route-meta.ts';

/** Certificates (spec 1 §2): the public certificate page and the user's certificates. */
export const certificateRoutes: readonly AppRoute[] = withNamespaces(
  ['certificates'],
  [
    page(
      '/certificates/:certificateId',
      'certificate',
      async () => (await import('./pages/certificate-page.tsx')).CertificatePage,
      { ...lmsRules, hasAppBar: false, hasSiteChrome: false },
    ),
    page(
      '/my-certificates',
      'myCertificates',
      async () => (await import('./pages/my-certificates-page.tsx')).MyCertificatesPage,
      { requiresAuth: true, configuration: [C.certificates] },
    ),
  ],
);
