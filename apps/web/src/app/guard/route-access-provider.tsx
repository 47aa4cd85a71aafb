import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { getSession } from '../../features/auth/session.ts';
import { permissionOwnerOf } from '../../features/permissions/permissions.queries.ts';
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

type Waiter = { owner: string; resolve: (canOpen: (path: string) => boolean) => void };
type Rendered = { input: AccessInput; isReady: boolean; owner: string };

/**
 * `whenSettled`: waits until the rendered inputs are those of the session stored now (its
 * owner) with its permissions loaded, then answers with them. Sign-in stores the session
 * before React has rendered it, so the inputs of that moment are still the guest's.
 */
function useWhenSettled(rendered: Rendered): () => Promise<(path: string) => boolean> {
  const latest = useRef(rendered);
  latest.current = rendered;
  const waiters = useRef<Waiter[]>([]);
  const { input, isReady, owner } = rendered;
  useEffect(() => {
    if (!isReady) return;
    const settled = waiters.current.filter((waiter) => waiter.owner === owner);
    waiters.current = waiters.current.filter((waiter) => waiter.owner !== owner);
    for (const waiter of settled) waiter.resolve((path) => canOpen(path, input));
  }, [input, isReady, owner]);
  return useCallback(
    () =>
      new Promise((resolve) => {
        const target = permissionOwnerOf(getSession());
        const now = latest.current;
        if (now.isReady && now.owner === target) resolve((path) => canOpen(path, now.input));
        else waiters.current.push({ owner: target, resolve });
      }),
    [],
  );
}

/**
 * Answers `useCanOpen`, `useCanRegister` and `useCanOpenWhenSettled` (routing/can-open.ts) from
 * the route table and the guard's inputs; nothing is open while the permissions load the first
 * time.
 */
export function RouteAccessProvider({ children }: { children: ReactNode }) {
  const { input, isReady, owner } = useAccessInput();
  const whenSettled = useWhenSettled({ input, isReady, owner });
  const access = useMemo<RouteAccess>(
    () => ({
      canOpen: (path: string) => isReady && canOpen(path, input),
      canRegister: isReady && canOpen(REGISTER_PATH, { ...input, isSignedIn: false }),
      whenSettled,
    }),
    [input, isReady, whenSettled],
  );
  return <RouteAccessContext value={access}>{children}</RouteAccessContext>;
}
