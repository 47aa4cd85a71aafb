import { getSystemPermissions, listPermissions } from '@manara/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { getSession, type Session, useSession } from '../auth/session.ts';
import {
  type PermissionSnapshot,
  storePermissionCatalogue,
  storeSystemPermissions,
  usePermissionSnapshot,
} from './permission-store.ts';

export const permissionKeys = queryKeysFactory('permissions');

/** Whose permissions these are: the organization and the signed-in user (or a guest). */
export function permissionOwnerOf(session: Session | null): string {
  return `${currentOrganizationId()}:${session?.user.id ?? 'guest'}`;
}

/** Whose permissions the app holds now. */
export function usePermissionOwner(): string {
  return permissionOwnerOf(useSession());
}

const systemPermissionsQuery = (owner: string) =>
  queryOptions({
    queryKey: [...permissionKeys.all, 'system', owner],
    queryFn: ({ signal }) => callApi(getSystemPermissions, { signal }),
    staleTime: 60_000,
  });

const permissionCatalogueQuery = (owner: string) =>
  queryOptions({
    queryKey: [...permissionKeys.all, 'catalogue', owner],
    queryFn: ({ signal }) => callApi(listPermissions, { query: { take: Number.MAX_SAFE_INTEGER }, signal }),
    staleTime: 5 * 60_000,
  });

/** Starts loading the stored session's permissions (the app's start, with the rest of the shell's data). */
export function prefetchPermissions(queryClient: QueryClient): void {
  const owner = permissionOwnerOf(getSession());
  void queryClient.prefetchQuery(systemPermissionsQuery(owner));
  void queryClient.prefetchQuery(permissionCatalogueQuery(owner));
}

/**
 * The permissions the route guard and the menus decide with. Loads the system permissions and
 * the catalogue when missing (spec 1 §5), again whenever the user signs in or out, and keeps
 * the localStorage caches in step. A failed fetch is not shown (spec 1 §8): the cached copy
 * stays in use, and with none the check runs on nothing (`isReady` all the same).
 */
export function usePermissions(): PermissionSnapshot & { isReady: boolean } {
  const owner = usePermissionOwner();
  const system = useQuery(systemPermissionsQuery(owner));
  const catalogue = useQuery(permissionCatalogueQuery(owner));
  useEffect(() => {
    if (system.data && !system.isPlaceholderData) storeSystemPermissions(owner, system.data.data);
  }, [owner, system.data, system.isPlaceholderData]);
  useEffect(() => {
    if (catalogue.data && !catalogue.isPlaceholderData) storePermissionCatalogue(owner, catalogue.data.data);
  }, [owner, catalogue.data, catalogue.isPlaceholderData]);
  const snapshot = usePermissionSnapshot(owner);
  const systemReady = snapshot.system !== null || system.isError;
  const catalogueReady = snapshot.catalogue !== null || catalogue.isError;
  return { ...snapshot, isReady: systemReady && catalogueReady };
}
