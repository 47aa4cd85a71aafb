import type { LoginResponse } from '@manara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { useCanOpenWhenSettled } from '../../routing/can-open.ts';
import { ALL_COURSES_PATH, HOME_PATH } from '../../routing/paths.ts';
import { continueSamlHandoff } from './link-entry.ts';
import { refreshSessionUser } from './refresh-session-user.ts';
import { saveSession } from './session.ts';

/** Where a sign-in leads without a remembered route: all courses if permitted, else landing (spec 1 §4 Login). */
export function defaultSignInTarget(canOpen: (path: string) => boolean): string {
  return canOpen(ALL_COURSES_PATH) ? ALL_COURSES_PATH : HOME_PATH;
}

/**
 * Finishes any sign-in (password, two-factor code, registration, link): stores the session,
 * verifies the user, then goes to the remembered route, else the default one (spec 1 §4 Login).
 * The default is decided on the new member's permissions, once they are loaded, never on the
 * guest's that were on screen a moment before.
 */
export function useCompleteSignIn(): (login: LoginResponse, options?: { to?: string }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const whenSettled = useCanOpenWhenSettled();
  return useCallback(
    async (login, options) => {
      // Read before the session is stored: storing it sends the page away from sign-in, and
      // leaving sign-in forgets the remembered route (spec 1 §5 Routing guard).
      const remembered = readStorage(StorageKey.previousRoute);
      writeStorage(StorageKey.previousRoute, null);
      saveSession(login);
      await refreshSessionUser();
      await queryClient.invalidateQueries();
      const to = options?.to ?? remembered ?? defaultSignInTarget(await whenSettled());
      navigate(to, { replace: true });
      await continueSamlHandoff();
    },
    [navigate, queryClient, whenSettled],
  );
}
