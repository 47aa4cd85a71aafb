import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onPermissionsChanged } from '../../features/permissions/permission-store.ts';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { NotFoundSignalContext } from '../../routing/not-found-signal.ts';
import { HOME_PATH } from '../../routing/paths.ts';
import type { PageTitleKey } from '../../routing/route-meta.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useNavigationPending } from '../navigation-pending.ts';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { NotAllowedPage } from '../pages/not-allowed-page.tsx';
import { isAuthFlowPath } from '../route-table.ts';
import { usePageTitle } from '../use-page-title.ts';
import type { AccessDecision } from './route-access.ts';
import { rememberRoute } from './route-memory.ts';
import { useRouteDecision } from './use-route-decision.ts';

/** Spec 1 §5 Routing guard: leaving sign-in or registration forgets the remembered route. */
function useForgetRouteAfterAuthFlow(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (isAuthFlowPath(previous.current) && !isAuthFlowPath(pathname) && readStorage(StorageKey.previousRoute)) {
      writeStorage(StorageKey.previousRoute, null);
    }
    previous.current = pathname;
  }, [pathname]);
}

/** Spec 1 §4 Permission refresh: when fetched permissions differ from the cache, leave a route that no longer passes. */
function useLeaveWhenPermissionsChange(decision: AccessDecision | null, navigationPending: boolean): void {
  const navigate = useNavigate();
  const [refreshes, setRefreshes] = useState(0);
  const handled = useRef(0);
  useEffect(() => onPermissionsChanged(() => setRefreshes((n) => n + 1)), []);
  useEffect(() => {
    if (refreshes === handled.current || decision === null) return;
    handled.current = refreshes;
    // The page is being left already.
    if (navigationPending) return;
    if (decision.kind === 'notAllowed' || decision.kind === 'forbidden') navigate(HOME_PATH, { replace: true });
  }, [refreshes, decision, navigate, navigationPending]);
}

function titleOf(decision: AccessDecision | null, titleKey: PageTitleKey, notFoundShown: boolean): PageTitleKey {
  if (decision?.kind === 'forbidden' || decision?.kind === 'signInRequired') return 'pages.forbidden.title';
  if (decision?.kind === 'notAllowed') return 'pages.notAllowed.title';
  if (notFoundShown) return 'pages.notFound.title';
  return titleKey;
}

/**
 * The route guard around every page: decides from the route's meta (spec 1 §5), waits for the
 * permissions when the route needs them and none are cached (and for a sign-in link to sign in),
 * then shows the page, the 403
 * page (guests), the not-allowed page (signed-in users) or redirects.
 */
export function RouteGuard() {
  const location = useLocation();
  const { decision, page } = useRouteDecision();
  const navigationPending = useNavigationPending();
  const target = `${location.pathname}${location.search}${location.hash}`;
  // A page showing the 404 page in place (an address whose id names nothing) says so.
  const [notFoundShown, setNotFoundShown] = useState(false);

  usePageTitle(titleOf(decision, page.titleKey, notFoundShown));
  useForgetRouteAfterAuthFlow(location.pathname);
  useLeaveWhenPermissionsChange(decision, navigationPending);
  useEffect(() => {
    // Rule 4: remembered for the redirect after sign-in.
    if (decision?.kind === 'signInRequired') rememberRoute(location.key, target);
  }, [decision?.kind, target, location.key]);

  if (decision === null) return <PageLoader inline />;
  switch (decision.kind) {
    case 'allow':
      // A route loads its namespaces with its page; a text of another namespace shows a loader, never its key.
      return (
        <NotFoundSignalContext value={setNotFoundShown}>
          <Suspense fallback={<PageLoader inline />}>
            <Outlet />
          </Suspense>
        </NotFoundSignalContext>
      );
    case 'redirect':
      // Not while the address has moved on: that navigation goes where it was sent.
      return navigationPending ? null : <Navigate to={decision.to} replace />;
    case 'signInRequired':
    case 'forbidden':
      return <ForbiddenPage />;
    case 'notAllowed':
      return <NotAllowedPage />;
  }
}
