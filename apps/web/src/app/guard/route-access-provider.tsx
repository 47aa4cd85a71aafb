import { type ReactNode, useMemo } from 'react';
import { type RouteAccess, RouteAccessContext } from '../../routing/can-open.ts';
import { REGISTER_PATH } from '../../routing/paths.ts';
import { findRoute, hasPage } from '../route-table.ts';
import { type AccessInput, isAllowed } from './route-access.ts';
import { useAccessInput } from './use-access-input.ts';

/** Whether a route pattern has a page and the current user may open it (menus link only to such routes). */
export function canOpen(path: string, input: AccessInput): boolean {
  const meta = findRoute(path)?.meta;
  return hasPage(path) && meta !== undefined && isAllowed(meta, input);
}

/**
 * Answers `useCanOpen` and `useCanRegister` (routing/can-open.ts) from the route table and the
 * guard's inputs now; nothing is open while the permissions load the first time.
 */
export function RouteAccessProvider({ children }: { children: ReactNode }) {
  const { input, isReady } = useAccessInput();
  const access = useMemo<RouteAccess>(
    () => ({
      canOpen: (path: string) => isReady && canOpen(path, input),
      canRegister: isReady && canOpen(REGISTER_PATH, { ...input, isSignedIn: false }),
    }),
    [input, isReady],
  );
  return <RouteAccessContext value={access}>{children}</RouteAccessContext>;
}
