import { refresh, TOKEN_REFRESH_CHECK_MS, TOKEN_REFRESH_MARGIN_MS } from '@manara/contract';
import { useEffect } from 'react';
import { callApi } from '../../api/client.ts';
import { refreshSessionUser } from './refresh-session-user.ts';
import { getSession, hasOrphanAccessToken, saveSession } from './session.ts';
import { exclusively } from './session-lock.ts';
import { endSession, forgetSession } from './sign-out.ts';

/**
 * One refresh check (spec 1 §4): with more than 30 seconds left nothing happens (the first
 * check also refreshes the profile); otherwise the session is refreshed — except on the first
 * check after the app opens, when it is closed instead.
 */
export async function checkSession(isFirst: boolean): Promise<void> {
  await exclusively(async () => {
    const session = getSession({ fresh: true });
    if (!session) return;
    const remaining = new Date(session.expiresAt).getTime() - Date.now();
    if (remaining > TOKEN_REFRESH_MARGIN_MS) {
      if (isFirst) await refreshSessionUser().catch(() => undefined);
      return;
    }
    if (isFirst) {
      await endSession();
      return;
    }
    try {
      // No token in the body: the browser sends the refresh cookie, and the answer sets the next one.
      saveSession(await callApi(refresh, { body: {} }));
    } catch {
      forgetSession();
    }
  });
}

/** Keeps the session alive while the app is open: a check every 15 seconds. */
export function useSessionKeeper(): void {
  useEffect(() => {
    // An access token without its refresh token cannot be kept alive: log out (spec 1 §4).
    if (hasOrphanAccessToken()) forgetSession();
    // "The first call" is about a session found when the app opens; one started later is fresh.
    let isFirst = getSession() !== null;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await checkSession(isFirst);
        isFirst = false;
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), TOKEN_REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
}
