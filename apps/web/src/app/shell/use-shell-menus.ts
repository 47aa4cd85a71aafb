import { useMemo } from 'react';
import { loadOnce, useLoaded } from '../../lib/load-once.ts';
import { useCanOpen } from '../../routing/can-open.ts';
import type { NavItem } from './navigation/nav-items.ts';

/**
 * Whether the user belongs to a group: the groups entries need it (spec 1 §6). No group can
 * exist before the social issue builds groups, so nobody belongs to one yet.
 */
function useHasGroups(): boolean {
  return false;
}

/**
 * The menus' entries and their icons: only a signed-in user's shell shows a menu, so they load
 * with the first signed-in render, not on a guest's first page (issue 11).
 */
const navItems = loadOnce(() => import('./navigation/nav-items.ts'));

export type ShellMenus = { header: NavItem[]; profile: NavItem[]; side: NavItem[] };

/**
 * The entries of the header, the profile menu and the side menu the current user may use; `null`
 * while their code loads (a guest's shell needs none and never loads it).
 */
export function useShellMenus(signedIn: boolean): ShellMenus | null {
  const canOpen = useCanOpen();
  const hasGroups = useHasGroups();
  const module = useLoaded(navItems);
  // Requested as the signed-in shell first renders (once: the promise is kept), not after it.
  if (signedIn && !module) void navItems.load();
  // `canOpen` changes with the inputs of the guard; the lists follow it.
  return useMemo(() => {
    if (!module) return null;
    const context = { canOpen, hasGroups };
    return {
      header: module.visibleNavItems(module.headerItems, context),
      profile: module.visibleNavItems(module.profileMenuItems, context),
      side: module.visibleNavItems(module.sideMenuItems, context),
    };
  }, [module, canOpen, hasGroups]);
}
