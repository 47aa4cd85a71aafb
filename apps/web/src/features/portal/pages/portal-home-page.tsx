import { Navigate, useSearchParams } from 'react-router';
import { useCanOpen } from '../../../routing/can-open.ts';
import { HOME_PATH } from '../../../routing/paths.ts';
import { portalHomeTarget } from '../portal-navigation.ts';

/**
 * The portal's own address, where the switch entries land (`/portal?portal=administrator`, once
 * the link has signed in): on to the mode asked for, or to the first one the user holds.
 */
export function PortalHomePage() {
  const [params] = useSearchParams();
  const target = portalHomeTarget(params.get('portal'), useCanOpen());
  return <Navigate to={target ?? HOME_PATH} replace />;
}
