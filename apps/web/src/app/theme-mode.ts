import type { PaletteMode } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey, writeStorage } from '../lib/local-storage.ts';

/** Light or dark, kept in localStorage (`themeMode`): the only theme state the app holds. */
let mode: PaletteMode = readStorage(StorageKey.themeMode) === 'dark' ? 'dark' : 'light';
const listeners = new Set<() => void>();

export function setThemeMode(next: PaletteMode): void {
  mode = next;
  writeStorage(StorageKey.themeMode, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeMode() {
  const current = useSyncExternalStore(
    subscribe,
    () => mode,
    () => mode,
  );
  return {
    mode: current,
    setMode: setThemeMode,
    toggleMode: () => setThemeMode(current === 'dark' ? 'light' : 'dark'),
  };
}
