import type { LoginResponse } from '@manara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { useCanOpen } from '../../routing/can-open.ts';
import { HOME_PATH } from '../../routing/paths.ts';
import { continueSamlHandoff } from './link-entry.ts';
import { refreshSessionUser } from './refresh-session-user.ts';
import { saveSession } from './session.ts';

const ALL_COURSES_PATH = '/lms/all-courses';

/**
 * Finishes any sign-in (password, two-factor code, registration, link): stores the session,
 * verifies the user, then goes to the remembered route, else the default one (spec 1 §4 Login).
 */
export function useCompleteSignIn(): (login: LoginResponse, options?: { to?: string }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canOpen = useCanOpen();
  return useCallback(
    async (login, options) => {
      saveSession(login);
      await refreshSessionUser();
      await queryClient.invalidateQueries();
      const remembered = readStorage(StorageKey.previousRoute);
      writeStorage(StorageKey.previousRoute, null);
      // Else all courses if permitted, else landing (spec 1 §4 Login).
      const fallback = canOpen(ALL_COURSES_PATH) ? ALL_COURSES_PATH : HOME_PATH;
      navigate(options?.to ?? remembered ?? fallback, { replace: true });
      await continueSamlHandoff();
    },
    [navigate, queryClient, canOpen],
  );
}
