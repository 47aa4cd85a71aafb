import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import { MEMBERS_PATH } from './members-paths.ts';

/**
 * Members administration in the staff portal (issue 13): the organization's members, searched
 * and filtered, their permission sets and accounts, invitations and CSV imports. The page lives
 * in `portal/` (the portal's chunks, never loaded by learners).
 */
export const memberRoutes: readonly AppRoute[] = withNamespaces(
  ['members', 'access'],
  [
    portalPage(
      MEMBERS_PATH,
      'members',
      async () => (await import('./portal/members-page.tsx')).MembersPage,
      portalRules.members,
    ),
  ],
);
