import { createContext, useContext } from 'react';

/**
 * Whether the address has moved on while the page shown is still the previous one (its successor's
 * code is loading, `useShownLocation` of app/router.tsx). The page shown then sends nobody
 * anywhere: a redirect it decided on would override the navigation under way (after a sign-up, the
 * registration page's "signed in, go home" would win over the sign-in's own destination).
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
