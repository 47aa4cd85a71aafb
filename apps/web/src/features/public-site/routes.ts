import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';

const landing = { hiddenUnlessLandingAllowed: true } as const;

/** The public site (spec 1 §2 Landing, Profile and miscellaneous): its pages under /landing-page and the policies. */
export const publicSiteRoutes: readonly AppRoute[] = withNamespaces(
  ['publicSite'],
  [
    page(
      '/landing-page/leadership-development',
      'leadershipDevelopment',
      async () => (await import('./pages/leadership-development-page.tsx')).LeadershipDevelopmentPage,
      landing,
    ),
    page(
      '/landing-page/executive-coach',
      'executiveCoach',
      async () => (await import('./pages/executive-coach-page.tsx')).ExecutiveCoachPage,
      landing,
    ),
    page(
      '/landing-page/professional-leadership',
      'professionalLeadership',
      async () => (await import('./pages/professional-leadership-page.tsx')).ProfessionalLeadershipPage,
      landing,
    ),
    page(
      '/landing-page/webinars',
      'webinars',
      async () => (await import('./pages/webinars-page.tsx')).WebinarsPage,
      landing,
    ),
    page(
      '/landing-page/about-us',
      'aboutUs',
      async () => (await import('./pages/about-us-page.tsx')).AboutUsPage,
      landing,
    ),
    page(
      '/landing-page/privacy-policy',
      'privacyPolicy',
      async () => (await import('./pages/privacy-policy-page.tsx')).PrivacyPolicyPage,
      landing,
    ),
    page(
      '/landing-page/education-ethics',
      'educationEthics',
      async () => (await import('./pages/education-ethics-page.tsx')).EducationEthicsPage,
      landing,
    ),
    page(
      '/landing-page/terms-of-use',
      'termsOfUse',
      async () => (await import('./pages/terms-of-use-page.tsx')).TermsOfUsePage,
      landing,
    ),
    page(
      '/landing-page/refund-policy',
      'refundPolicy',
      async () => (await import('./pages/refund-policy-page.tsx')).RefundPolicyPage,
      landing,
    ),
    page('/zoom-policy', 'zoomPolicy', async () => (await import('./pages/zoom-policy-page.tsx')).ZoomPolicyPage),
    page(
      '/no-lecture-links',
      'noLectureLinks',
      async () => (await import('./pages/no-lecture-links-page.tsx')).NoLectureLinksPage,
    ),
    page(
      '/download-the-app',
      'downloadTheApp',
      async () => (await import('./pages/download-the-app-page.tsx')).DownloadTheAppPage,
      { requiresAuth: true },
    ),
  ],
);
