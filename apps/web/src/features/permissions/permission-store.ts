import { buildPermissionCatalogue, type PermissionCatalogue, type PermissionSummary } from '@manara/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';

/** What the catalogue cache keeps of each permission: what the permission check needs. */
export type CataloguePermission = Pick<PermissionSummary, 'slug' | 'contextId' | 'prerequisites'>;

/**
 * A cached list and whose it is (`<organization>:<user id | guest>`): the system permissions
 * depend on both, so a copy of someone else's is not used.
 */
type Cached<T> = { owner: string; data: T };

export type PermissionSnapshot = {
  /** The caller's slugs, or null when not loaded for the current owner yet. */
  system: ReadonlySet<string> | null;
  catalogue: PermissionCatalogue | null;
};

export type PermissionChange = { kind: 'system' | 'catalogue'; owner: string };

function parse<T>(key: StorageKey): Cached<T> | null {
  const text = readStorage(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Cached<T>;
    return typeof value?.owner === 'string' && value.data !== undefined ? value : null;
  } catch {
    return null;
  }
}

let system = parse<string[]>(StorageKey.systemPermissions);
let catalogue = parse<CataloguePermission[]>(StorageKey.permissionCatalogue);
let snapshot: { owner: string; value: PermissionSnapshot } | null = null;
const listeners = new Set<() => void>();
const changeListeners = new Set<(change: PermissionChange) => void>();

function emit(change: PermissionChange | null): void {
  snapshot = null;
  for (const listener of listeners) listener();
  if (change) for (const listener of changeListeners) listener(change);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores a fetched copy of the system permissions. Answers whether it differed from the cached
 * copy of the same owner (spec 1 §4 Permission refresh); listeners then re-check the route.
 */
export function storeSystemPermissions(owner: string, slugs: readonly string[]): boolean {
  const data = [...new Set(slugs)].sort();
  if (system?.owner === owner && sameJson(system.data, data)) return false;
  const refreshed = system?.owner === owner;
  system = { owner, data };
  writeStorage(StorageKey.systemPermissions, JSON.stringify(system));
  emit(refreshed ? { kind: 'system', owner } : null);
  return refreshed;
}

export function storePermissionCatalogue(owner: string, permissions: readonly CataloguePermission[]): boolean {
  const data = permissions
    .map((p) => ({
      slug: p.slug,
      contextId: p.contextId,
      prerequisites: p.prerequisites.map((x) => ({ slug: x.slug })),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  if (catalogue?.owner === owner && sameJson(catalogue.data, data)) return false;
  const refreshed = catalogue?.owner === owner;
  catalogue = { owner, data };
  writeStorage(StorageKey.permissionCatalogue, JSON.stringify(catalogue));
  emit(refreshed ? { kind: 'catalogue', owner } : null);
  return refreshed;
}

/** The cached copies for an owner; another owner's copy counts as missing. */
export function getPermissionSnapshot(owner: string): PermissionSnapshot {
  if (snapshot?.owner !== owner) {
    snapshot = {
      owner,
      value: {
        system: system?.owner === owner ? new Set(system.data) : null,
        // The catalogue is the same for everyone of the organization.
        catalogue:
          catalogue && catalogue.owner.split(':')[0] === owner.split(':')[0]
            ? buildPermissionCatalogue(catalogue.data)
            : null,
      },
    };
  }
  return snapshot.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when a fetched copy differs from the cached one of the same owner. */
export function onPermissionsChanged(listener: (change: PermissionChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function usePermissionSnapshot(owner: string): PermissionSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => getPermissionSnapshot(owner),
    () => getPermissionSnapshot(owner),
  );
}

/** Forgets both caches (tests). */
export function resetPermissionStore(): void {
  system = null;
  catalogue = null;
  writeStorage(StorageKey.systemPermissions, null);
  writeStorage(StorageKey.permissionCatalogue, null);
  emit(null);
}
