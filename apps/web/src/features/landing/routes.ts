import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';
import { HOME_PATH } from '../../routing/paths.ts';

/** The landing page (spec 1 §2 Landing): shown only while the landing page is allowed. */
export const landingRoutes: readonly AppRoute[] = withNamespaces(
  ['landing'],
  [
    page(HOME_PATH, 'landing', async () => (await import('./pages/landing-page.tsx')).LandingPage, {
      hiddenUnlessLandingAllowed: true,
    }),
  ],
);
