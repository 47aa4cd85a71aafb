import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../../../lib/local-storage.ts';

/** The side menu's element id: the app bar's menu button controls it. */
export const SIDE_MENU_ID = 'side-menu';

/** Whether the desktop side menu is a rail (56 px) instead of full width (256 px); kept across visits. */
let collapsed = readStorage(StorageKey.sideMenuCollapsed) === 'true';
const listeners = new Set<() => void>();

export function setSideMenuCollapsed(next: boolean): void {
  collapsed = next;
  writeStorage(StorageKey.sideMenuCollapsed, String(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSideMenuCollapsed(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => collapsed,
    () => collapsed,
  );
  return [value, setSideMenuCollapsed];
}
