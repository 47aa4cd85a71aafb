import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/sign-out.ts';
import { pageLoaded } from '../../routing/page-loaded.ts';
import { HOME_PATH } from '../../routing/paths.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { decideRouteAccess } from '../guard/route-access.ts';
import { doNotRememberLocation } from '../guard/route-memory.ts';
import { useAccessInput } from '../guard/use-access-input.ts';
import { useGuardMeta } from '../guard/use-current-route-meta.ts';

/**
 * Signs out (spec 1 §4 Logout) and returns to landing unless the current route is still
 * permitted to a guest. Leaving first means no 403 page flashes and no route is remembered.
 */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const meta = useGuardMeta();
  const { input } = useAccessInput();
  return useCallback(async () => {
    const asGuest = decideRouteAccess(meta, { ...input, isSignedIn: false });
    doNotRememberLocation(location.key);
    if (asGuest.kind !== 'allow') {
      navigate(HOME_PATH, { replace: true });
      // The landing page shows before the session ends, not the 403 page on the page being left.
      await pageLoaded(HOME_PATH);
    }
    await signOut();
    toast.info(t('toast.signedOut'));
  }, [meta, input, navigate, signOut, t, location.key]);
}
