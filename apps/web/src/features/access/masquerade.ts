import { endMasquerade, getSessionUser, masquerade, refreshByQuery } from '@manara/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../api/client.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../routing/paths.ts';
import { saveSession, useSession } from '../auth/session.ts';
import { signOut } from '../auth/sign-out.ts';
import { MEMBERS_PATH } from '../members/members-paths.ts';

const masqueradeKeys = queryKeysFactory('masquerade');

/**
 * Signs in as a member (`POST auth/masquerade`, recorded in the audit log) and opens the learning
 * app as them. The answer does not set the refresh cookie (the administrator's browser session
 * stays theirs until then); its refresh token is exchanged once (`GET auth/refresh?token=`), whose
 * answer sets the cookie: this browser now holds the member's session, as a sign-in by link does
 * (docs/decisions/auth.md, "Masquerade in the web app").
 */
export function useMasquerade() {
  return useMutation({
    mutationFn: async (userId: number) => {
      const login = await callApi(masquerade, { body: { userId } });
      if (!login.refresh) throw new Error('masquerade answered no refresh token');
      return callApi(refreshByQuery, { query: { token: login.refresh } });
    },
    onSuccess: (session) => {
      saveSession(session);
      // A fresh start of the learning app: nothing of the administrator's stays in memory.
      window.location.assign(DASHBOARD_PATH);
    },
  });
}

/** Who started the signed-in session by masquerade (its administrator), or null. */
export function useMasqueradedBy() {
  const session = useSession();
  const sessionKey = session ? `${session.user.id}:${session.access.slice(-12)}` : 'guest';
  return useQuery({
    queryKey: masqueradeKeys.detail(sessionKey),
    queryFn: ({ signal }) => callApi(getSessionUser, { signal }).then((user) => user.masqueradedBy),
    enabled: Boolean(session),
    staleTime: Number.POSITIVE_INFINITY,
    select: (by) => by ?? null,
  });
}

/**
 * "Stop": ends the masquerade (`POST auth/masquerade/end`, recorded) and brings the administrator
 * back to the portal's members, signed in as themselves (the answer sets their refresh cookie).
 * If they may no longer masquerade (or the session is gone), the masquerade is over all the same:
 * signed out, to sign in. Any other failure (offline) leaves the button to be pressed again.
 */
export function useEndMasquerade() {
  return useMutation({
    mutationFn: () => callApi(endMasquerade),
    onSuccess: (session) => {
      saveSession(session);
      // A fresh start: nothing of the member's stays in memory.
      window.location.assign(MEMBERS_PATH);
    },
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.status >= 500) return;
      await signOut();
      window.location.assign(LOGIN_PATH);
    },
  });
}
