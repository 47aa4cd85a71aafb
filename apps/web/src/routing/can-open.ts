import { createContext, useContext } from 'react';

/**
 * What the current user may open, as the route guard decides it. The app answers it from its
 * route table (`app/guard/route-access-provider.tsx`), so that features ask without importing
 * the table.
 */
export type RouteAccess = {
  /** Whether a route pattern has a page and the current user may open it; nothing is open while the permissions load the first time. */
  canOpen: (path: string) => boolean;
  /** Whether a guest may register here (organization permission and self-registration on): decides the register buttons. */
  canRegister: boolean;
  /**
   * Resolves with `canOpen` for the session stored now, once its permissions are loaded. Right
   * after a sign-in the rendered answer is still the guest's; where to go next must not be.
   */
  whenSettled: () => Promise<(path: string) => boolean>;
};

export const RouteAccessContext = createContext<RouteAccess | null>(null);

function useRouteAccess(): RouteAccess {
  const access = useContext(RouteAccessContext);
  if (!access) throw new Error('useCanOpen and useCanRegister need the RouteAccessProvider of the app');
  return access;
}

/** Whether the current user may open a route pattern (menus and links point only to such routes). */
export function useCanOpen(): (path: string) => boolean {
  return useRouteAccess().canOpen;
}

/** Whether a guest may register here. */
export function useCanRegister(): boolean {
  return useRouteAccess().canRegister;
}

/** `canOpen` for the session stored now, once its permissions are loaded (the way on after a sign-in). */
export function useCanOpenWhenSettled(): () => Promise<(path: string) => boolean> {
  return useRouteAccess().whenSettled;
}
