import { useMemo } from 'react';
import { useCanOpen } from '../../routing/can-open.ts';
import { headerItems, type NavItem, profileMenuItems, sideMenuItems, visibleNavItems } from './navigation/nav-items.ts';

/**
 * Whether the user belongs to a group: the groups entries need it (spec 1 §6). No group can
 * exist before the social issue builds groups, so nobody belongs to one yet.
 */
function useHasGroups(): boolean {
  return false;
}

/** The entries of the header, the profile menu and the side menu the current user may use. */
export function useShellMenus(): { header: NavItem[]; profile: NavItem[]; side: NavItem[] } {
  const canOpen = useCanOpen();
  const hasGroups = useHasGroups();
  // `canOpen` changes with the inputs of the guard; the lists follow it.
  return useMemo(() => {
    const context = { canOpen, hasGroups };
    return {
      header: visibleNavItems(headerItems, context),
      profile: visibleNavItems(profileMenuItems, context),
      side: visibleNavItems(sideMenuItems, context),
    };
  }, [canOpen, hasGroups]);
}
