import { ERROR_TOAST_DURATION_MS, getSessionUser } from '@manara/contract';
import type { ApiError } from '../../api/client.ts';
import { callApi } from '../../api/client.ts';
import { clearSession, getSession, saveSessionUser } from './session.ts';
import { forgetSession } from './sign-out.ts';

export type Notify = (message: 'session.disabledToast' | 'session.resetToast', options: { durationMs: number }) => void;

let handlingReset = false;

/**
 * The handling column of spec 1 §8 for the session codes. The error still reaches its caller.
 * - auth-001 (disabled): sign out and say so for five seconds;
 * - auth-005 (must reset): read the user again, so the forced-reset dialog takes over, and say so;
 * - auth-006 (invalid access token): sign out;
 * - auth-007 (invalid refresh token): sign out (the server cleared the cookie already).
 * Leaving a page that is no longer permitted is the route guard's job when the session changes.
 */
export function handleSessionError(error: ApiError, notify: Notify): void {
  const session = getSession();
  switch (error.errorCode) {
    case 'auth-001':
      if (session) {
        forgetSession();
        notify('session.disabledToast', { durationMs: ERROR_TOAST_DURATION_MS });
      }
      return;
    case 'auth-005':
      if (!session || handlingReset) return;
      handlingReset = true;
      notify('session.resetToast', { durationMs: ERROR_TOAST_DURATION_MS });
      void callApi(getSessionUser)
        .then(({ portals, ...user }) => saveSessionUser(user, portals))
        .catch(() => undefined)
        .finally(() => {
          handlingReset = false;
        });
      return;
    case 'auth-006':
      // The access token is refused: end the session by its refresh cookie too, not only here.
      if (session) forgetSession();
      return;
    case 'auth-007':
      if (session) clearSession();
      return;
  }
}
