import { useCallback } from 'react';
import { findRoute, hasPage } from '../route-table.ts';
import { REGISTER_PATH } from '../routes.ts';
import { type AccessInput, isAllowed } from './route-access.ts';
import { useAccessInput } from './use-access-input.ts';

/** Whether a route pattern has a page and the current user may open it (menus link only to such routes). */
export function canOpen(path: string, input: AccessInput): boolean {
  const meta = findRoute(path)?.meta;
  return hasPage(path) && meta !== undefined && isAllowed(meta, input);
}

/** `canOpen` with the current inputs; nothing is open while the permissions load the first time. */
export function useCanOpen(): (path: string) => boolean {
  const { input, isReady } = useAccessInput();
  return useCallback((path: string) => isReady && canOpen(path, input), [input, isReady]);
}

/** Whether a guest may register here (organization permission and self-registration on): decides the register buttons. */
export function useCanRegister(): boolean {
  const { input, isReady } = useAccessInput();
  return isReady && canOpen(REGISTER_PATH, { ...input, isSignedIn: false });
}
