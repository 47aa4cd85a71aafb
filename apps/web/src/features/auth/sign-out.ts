import { logout } from '@manara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client.ts';
import { clearSession, getSession } from './session.ts';

/**
 * Signs out (spec 1 §4 Logout): ends the session on the server when there is one, then forgets
 * tokens, user and portals here. `everywhere` ends all of the user's sessions.
 */
export async function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  if (getSession()) {
    try {
      await callApi(logout, { body: { removeAll: options.everywhere ?? false } });
    } catch {
      // The session may be gone on the server already; signing out here is what matters.
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
