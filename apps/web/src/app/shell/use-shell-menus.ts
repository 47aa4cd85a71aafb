import { useMemo, useSyncExternalStore } from 'react';
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
type NavItemsModule = typeof import('./navigation/nav-items.ts');
let navItems: NavItemsModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadNavItems(): Promise<void> {
  loading ??= import('./navigation/nav-items.ts').then((module) => {
    navItems = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedNavItems = () => navItems;

export type ShellMenus = { header: NavItem[]; profile: NavItem[]; side: NavItem[] };

/**
 * The entries of the header, the profile menu and the side menu the current user may use; `null`
 * while their code loads (a guest's shell needs none and never loads it).
 */
export function useShellMenus(signedIn: boolean): ShellMenus | null {
  const canOpen = useCanOpen();
  const hasGroups = useHasGroups();
  const module = useSyncExternalStore(subscribe, loadedNavItems, loadedNavItems);
  // Requested as the signed-in shell first renders (once: the promise is kept), not after it.
  if (signedIn && !module) void loadNavItems();
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
