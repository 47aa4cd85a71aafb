import type { LoginResponse, Portals, User } from '@manara/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';

/**
 * A signed-in session as the app keeps it (spec 1 §3 "Stored locally", §4 Session start). Its
 * refresh token is not here: the server keeps it in an HttpOnly cookie that no script reads
 * (docs/decisions/auth.md), and localStorage only says that there is one (`refreshCookie`).
 */
export type Session = {
  access: string;
  /** When the access token expires (ISO). */
  expiresAt: string;
  user: User;
  portals: Portals;
};

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function hasRefreshCookie(): boolean {
  return readStorage(StorageKey.refreshCookie) === 'cookie';
}

function read(): Session | null {
  const access = readStorage(StorageKey.accessToken);
  const expiresAt = readStorage(StorageKey.accessExpiresAt);
  const user = parse<User>(readStorage(StorageKey.user));
  const portals = parse<Portals>(readStorage(StorageKey.portals)) ?? { isAdministrator: false, isInstructor: false };
  if (!access || !hasRefreshCookie() || !expiresAt || !user) return null;
  return { access, expiresAt, user, portals };
}

function emit(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

/** The current session, or null for a guest. `fresh` reads storage again (another tab may have written it). */
export function getSession(options: { fresh?: boolean } = {}): Session | null {
  if (cached === undefined || options.fresh) cached = read();
  return cached;
}

/**
 * Whether an access token is stored without a refresh token to keep it alive: the spec logs such
 * a session out. A session an older version stored (its refresh token in localStorage) is one.
 */
export function hasOrphanAccessToken(): boolean {
  return Boolean(readStorage(StorageKey.accessToken)) && !hasRefreshCookie();
}

/**
 * Stores the access token, its expiry, the user and the portals of a successful sign-in or
 * refresh. The answer's refresh token (other clients read it there) is dropped: the server set
 * it in the cookie with the same answer.
 */
export function saveSession(login: LoginResponse): void {
  if (!login.access || !login.expiresAt || !login.user) {
    throw new Error('saveSession needs a complete sign-in answer');
  }
  writeStorage(StorageKey.refreshCookie, 'cookie');
  writeStorage(StorageKey.legacyRefreshToken, null);
  writeStorage(StorageKey.accessToken, login.access);
  writeStorage(StorageKey.accessExpiresAt, login.expiresAt);
  writeStorage(StorageKey.user, JSON.stringify(login.user));
  writeStorage(StorageKey.portals, JSON.stringify(login.portals ?? { isAdministrator: false, isInstructor: false }));
  emit();
}

export function saveSessionUser(user: User, portals?: Portals): void {
  writeStorage(StorageKey.user, JSON.stringify(user));
  if (portals) writeStorage(StorageKey.portals, JSON.stringify(portals));
  emit();
}

/**
 * Forgets tokens, user and portals (spec 1 §4 Logout), here and in every tab. The refresh cookie
 * is the server's to clear (logout, or `forgetSession` of sign-out.ts when that cannot be called).
 */
export function clearSession(): void {
  for (const key of [
    StorageKey.accessToken,
    StorageKey.refreshCookie,
    StorageKey.legacyRefreshToken,
    StorageKey.accessExpiresAt,
    StorageKey.user,
    StorageKey.portals,
  ]) {
    writeStorage(key, null);
  }
  emit();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes this one too.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === StorageKey.accessToken || event.key === StorageKey.user) emit();
});

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
