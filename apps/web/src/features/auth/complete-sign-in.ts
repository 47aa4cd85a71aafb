import { getSessionUser, type LoginResponse } from '@manara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import { HOME_PATH } from '../../app/routes.ts';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { saveSession, saveSessionUser } from './session.ts';

/** Re-reads the signed-in user (spec 1 §4: "verify the user") and keeps it with the portals. */
export async function refreshSessionUser(): Promise<void> {
  const { portals, ...user } = await callApi(getSessionUser);
  saveSessionUser(user, portals);
}

/** Where a sign-in leads when no route was remembered. */
export function defaultRouteAfterSignIn(): string {
  return HOME_PATH;
}

/**
 * Finishes any sign-in (password, two-factor code, registration, link): stores the session,
 * verifies the user, then goes to the remembered route, else the default one (spec 1 §4 Login).
 */
export function useCompleteSignIn(): (login: LoginResponse, options?: { to?: string }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (login, options) => {
      saveSession(login);
      await refreshSessionUser();
      await queryClient.invalidateQueries();
      const remembered = readStorage(StorageKey.previousRoute);
      writeStorage(StorageKey.previousRoute, null);
      navigate(options?.to ?? remembered ?? defaultRouteAfterSignIn(), { replace: true });
    },
    [navigate, queryClient],
  );
}
