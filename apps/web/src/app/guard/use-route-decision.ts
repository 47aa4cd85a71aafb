import { useLocation } from 'react-router';
import { carriesSignInToken } from '../../features/auth/link-entry.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { type AccessDecision, decideRouteAccess, needsPermissions } from './route-access.ts';
import { useAccessInput } from './use-access-input.ts';
import { useCurrentRouteMeta, useGuardMeta } from './use-current-route-meta.ts';

/**
 * The guard's decision on the current address, null while it cannot be made yet: the route needs
 * permissions and none are loaded, or the address is a sign-in link still being used (the page
 * waits for the session it brings rather than refuse a guest).
 */
export function useRouteDecision(): { decision: AccessDecision | null; page: RouteMeta; meta: RouteMeta } {
  const location = useLocation();
  const page = useCurrentRouteMeta();
  const meta = useGuardMeta();
  const { input, isReady } = useAccessInput();
  const waiting = (needsPermissions(meta) && !isReady) || carriesSignInToken(location.pathname, location.search);
  return { decision: waiting ? null : decideRouteAccess(meta, input), page, meta };
}
