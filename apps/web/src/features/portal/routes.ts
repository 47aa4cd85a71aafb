import { type AppRoute, type PageLayout, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import { PORTAL_ADMIN_PATH, PORTAL_INSTRUCTOR_PATH, PORTAL_PATH } from '../../routing/paths.ts';

/**
 * The staff portal's shell (issue 13): side navigation by area, breadcrumbs, language and account.
 * It frames every page whose meta says `shell: 'portal'`, and, like them, loads only once the
 * guard lets the user in: learners never download it.
 */
export const portalLayout: PageLayout = {
  load: async () => (await import('./components/portal-layout.tsx')).PortalLayout,
  namespaces: ['portal'],
};

/** The portal's own pages: its address (where the switch entries land) and each mode's home. */
export const portalRoutes: readonly AppRoute[] = withNamespaces(
  ['portal'],
  [
    portalPage(
      PORTAL_PATH,
      'portal',
      async () => (await import('./pages/portal-home-page.tsx')).PortalHomePage,
      portalRules.any,
    ),
    portalPage(
      PORTAL_ADMIN_PATH,
      'portalAdministration',
      async () => (await import('./pages/administration-page.tsx')).AdministrationPage,
      portalRules.administrator,
    ),
    portalPage(
      PORTAL_INSTRUCTOR_PATH,
      'portalTeaching',
      async () => (await import('./pages/teaching-page.tsx')).TeachingPage,
      portalRules.instructor,
    ),
  ],
);
