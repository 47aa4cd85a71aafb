import { Navigate, useLocation } from 'react-router';
import type { RedirectRoute } from '../planned-routes.ts';
import { findRoute, hasPage } from '../route-table.ts';
import { isAllowed } from './route-access.ts';
import { useAccessInput } from './use-access-input.ts';

/**
 * A root such as /lms: the first target that has a page and that the user may open, else the
 * fallback. The query goes along (a sign-in link aimed at the root keeps its parameters).
 */
export function GuardedRedirect({ route }: { route: RedirectRoute }) {
  const { input, isReady } = useAccessInput();
  const { search } = useLocation();
  if (!isReady) return null;
  const target = route.targets.find((path) => {
    const meta = findRoute(path)?.meta;
    return hasPage(path) && meta !== undefined && isAllowed(meta, input);
  });
  return <Navigate to={{ pathname: target ?? route.fallback, search }} replace />;
}
