import { useMemo } from 'react';
import { useSession } from '../../features/auth/session.ts';
import { useOrganizationDashboard } from '../../features/organizations/organizations.queries.ts';
import { usePermissionOwner, usePermissions } from '../../features/permissions/permissions.queries.ts';
import { LANDING_PAGE_ALLOWED, signedInHomePath } from '../route-table.ts';
import { readConfiguration } from './configuration.ts';
import type { AccessInput } from './route-access.ts';

const nothing: ReadonlySet<string> = new Set();

/**
 * The guard's inputs now: session, permission caches and organization settings. `isReady` is
 * false while the permissions are loaded for the first time (routes that need them wait);
 * `owner` says whose permissions they are.
 */
export function useAccessInput(): { input: AccessInput; isReady: boolean; owner: string } {
  const session = useSession();
  const owner = usePermissionOwner();
  const permissions = usePermissions();
  const { data: organization } = useOrganizationDashboard();
  const configuration = organization?.configuration;
  const input = useMemo<AccessInput>(
    () => ({
      isSignedIn: session !== null,
      permissions: permissions.system ?? nothing,
      catalogue: permissions.catalogue ?? new Map(),
      configuration: readConfiguration(configuration ?? []),
      landingPageAllowed: LANDING_PAGE_ALLOWED,
      signedInHome: signedInHomePath(),
    }),
    [session, permissions.system, permissions.catalogue, configuration],
  );
  return { input, isReady: permissions.isReady, owner };
}
