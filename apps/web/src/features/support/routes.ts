import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';

const landing = { hiddenUnlessLandingAllowed: true } as const;

/** Contact and technical support: pages of the public site (spec 1 §2 Landing). */
export const supportRoutes: readonly AppRoute[] = withNamespaces(
  ['support'],
  [
    page(
      '/landing-page/contact-us',
      'contactUs',
      async () => (await import('./pages/contact-us-page.tsx')).ContactUsPage,
      landing,
    ),
    page(
      '/landing-page/technical-support',
      'technicalSupport',
      async () => (await import('./pages/technical-support-page.tsx')).TechnicalSupportPage,
      landing,
    ),
  ],
);
