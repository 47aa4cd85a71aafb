import { logout, revokeRefreshCookie } from '@manara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client.ts';
import { clearSession, getSession } from './session.ts';
import { exclusively } from './session-lock.ts';

/**
 * Ends the session of the refresh cookie on the server, which also clears the cookie: the way
 * out when the access token no longer works (expired, refused), so that no live refresh token
 * stays behind in the browser. Never fails: there may be nothing to end.
 */
async function revokeCookieSession(): Promise<void> {
  try {
    await callApi(revokeRefreshCookie);
  } catch {
    // Offline or refused: the server's session then ends when it expires.
  }
}

/**
 * Forgets the session here at once (a session error, a failed refresh) and ends it on the server
 * through the refresh cookie, without waiting.
 */
export function forgetSession(): void {
  clearSession();
  void revokeCookieSession();
}

/**
 * Signs out (spec 1 §4 Logout): ends the session on the server when there is one (with the
 * access token, else through the refresh cookie), then forgets tokens, user and portals here.
 * `everywhere` ends all of the user's sessions. Under the session lock: a refresh on its way
 * finishes first, so its new token is not stored after the sign-out (nor spent on a dead session).
 */
export function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  return exclusively(() => endSession(options));
}

/** `signOut`'s work, for a caller that holds the session lock already (the session keeper). */
export async function endSession(options: { everywhere?: boolean } = {}): Promise<void> {
  if (getSession()) {
    try {
      await callApi(logout, { body: { removeAll: options.everywhere ?? false } });
    } catch {
      // The access token may have expired or the session be gone already: end it by the cookie.
      await revokeCookieSession();
    }
  }
  clearSession();
}

/** `signOut`, also dropping every cached query of the signed-in user (cart, groups, …). */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (options) => {
      await signOut(options);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'organizations' });
    },
    [queryClient],
  );
}
