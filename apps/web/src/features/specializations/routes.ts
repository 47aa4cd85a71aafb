import { type AppRoute, lmsRules, page, withNamespaces } from '../../routing/app-route.ts';

/** Specializations (spec 1 §2). They show the catalogue's course cards, with learning's progress. */
export const specializationRoutes: readonly AppRoute[] = withNamespaces(
  ['specializations', 'catalogue', 'learning'],
  [
    page(
      '/lms/specializations',
      'specializations',
      async () => (await import('./pages/specializations-page.tsx')).SpecializationsPage,
      { ...lmsRules, requiresAuth: true },
    ),
    page(
      '/lms/specializations/:specializationId/overview',
      'specializationOverview',
      async () => (await import('./pages/specialization-overview-page.tsx')).SpecializationOverviewPage,
      { ...lmsRules, requiresAuth: true },
    ),
  ],
);
