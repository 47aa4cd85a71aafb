/** Every key the web app keeps in localStorage (spec 1 §3 "Stored locally"). */
export const StorageKey = {
  language: 'i18nextLng',
  organizationId: 'organizationId',
  accessToken: 'access',
  /**
   * That the server holds this session's refresh token in its HttpOnly cookie ('cookie'): the
   * token itself is never kept where a script reads it (docs/decisions/auth.md).
   */
  refreshCookie: 'refreshCookie',
  /** Where an older version kept the refresh token itself: only ever removed. */
  legacyRefreshToken: 'refresh',
  accessExpiresAt: 'expiresAt',
  user: 'user',
  portals: 'portals',
  previousRoute: 'previousRoute',
  systemPermissions: 'systemPermissions',
  permissionCatalogue: 'permissionCatalogue',
  dismissedAnnouncements: 'dismissedAnnouncements',
  instructorView: 'instructorView',
  ssoId: 'ssoId',
  themeMode: 'themeMode',
  sideMenuCollapsed: 'sideMenuCollapsed',
  cookiesAccepted: 'cookiesAccepted',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** localStorage can be missing (tests, server rendering) or throw (privacy modes): treat both as empty. */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage is full or disabled: the value then lives for this page only.
  }
}
