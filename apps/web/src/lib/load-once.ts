import { useSyncExternalStore } from 'react';

/**
 * A module loaded at most once, when first asked for: code a first page does not need (issue 11),
 * which the components that use it render without until it is there (`useLoaded`).
 */
export type LoadOnce<T> = {
  load(): Promise<T>;
  /** Whether `load` was called. */
  requested(): boolean;
  subscribe(listener: () => void): () => void;
  current(): T | null;
};

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then((loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      });
      return loading;
    },
    requested: () => loading !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => value,
  };
}

/** What `module` loaded, or null until it has: the component renders again when it arrives. */
export function useLoaded<T>(module: LoadOnce<T>): T | null {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
