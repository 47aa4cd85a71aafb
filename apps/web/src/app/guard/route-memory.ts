import { StorageKey, writeStorage } from '../../lib/local-storage.ts';

/** The location (by its key) on which the user chose to sign out: a 403 there must not be remembered. */
let signedOutAt: string | null = null;

/** Called by sign-out before the session goes, so that the page left behind is not taken for one to come back to. */
export function doNotRememberLocation(locationKey: string): void {
  signedOutAt = locationKey;
}

/** Spec 1 §5 rule 4: the route a guest was denied, for the redirect after sign-in. */
export function rememberRoute(locationKey: string, route: string): void {
  if (locationKey === signedOutAt) return;
  writeStorage(StorageKey.previousRoute, route);
}
