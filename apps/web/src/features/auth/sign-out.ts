import { logout } from '@manara/contract';
import { callApi } from '../../api/client.ts';
import { queryClient } from '../../app/query-client.ts';
import { clearSession, getSession } from './session.ts';

/**
 * Signs out (spec 1 §4 Logout): ends the session on the server when there is one, then forgets
 * tokens, user and portals here and drops every cached query (cart, groups, …).
 * `everywhere` ends all of the user's sessions.
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
  queryClient.clear();
}
