import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, withNamespaces } from '../../routing/app-route.ts';
import { REVIEW_MODERATION_PATH } from './reviews-admin-paths.ts';

/**
 * Review moderation in the staff portal (issue 13): every review of the organization's courses,
 * hidden or published again by course administrators (the server's rule of the calls).
 */
export const reviewAdminRoutes: readonly AppRoute[] = withNamespaces(
  ['reviews', 'authoring'],
  [
    portalPage(
      REVIEW_MODERATION_PATH,
      'reviewModeration',
      async () => (await import('./portal/review-moderation-page.tsx')).ReviewModerationPage,
      { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudCourses] },
    ),
  ],
);
