import { MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { type AppRoute, portalPage, withNamespaces } from '../../routing/app-route.ts';
import { SPECIALIZATIONS_ADMIN_PATH } from './specializations-admin-paths.ts';

/**
 * The organization's specializations in the staff portal (issue 13): listed, created, edited and
 * deleted by administrators where the plan manages specializations (the server's rule of the
 * calls). The page lives in `portal/` (the portal's chunks, never loaded by learners); the
 * cover image field is the organization screens' (its texts too), as in the course editor.
 */
export const specializationAdminRoutes: readonly AppRoute[] = withNamespaces(
  ['specializations', 'authoring', 'organizations'],
  [
    portalPage(
      SPECIALIZATIONS_ADMIN_PATH,
      'specializationsAdmin',
      async () => (await import('./portal/specializations-admin-page.tsx')).SpecializationsAdminPage,
      { memberPermissions: [M.administratorPortal], organizationPermissions: [O.crudSpecializations] },
    ),
  ],
);
