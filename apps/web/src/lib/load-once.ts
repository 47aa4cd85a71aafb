import { useSyncExternalStore } from 'react';

/**
 * A module loaded at most once, when first asked for: code a first page does not need (issue 11),
 * which the components that use it render without until it is there (`useLoaded`). One that
 * failed (a new release, the network) is asked again at the next `load`.
 */
export type LoadOnce<T> = {
  load(): Promise<T>;
  /** Whether `load` was called (and has not failed since). */
  requested(): boolean;
  subscribe(listener: () => void): () => void;
  current(): T | null;
  /** Why the last load failed, null when it has not (or is being asked again). */
  failure(): unknown;
};

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  let failure: unknown = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (!loading) {
        failure = null;
        loading = importer().then(
          (loaded) => {
            value = loaded;
            for (const listener of listeners) listener();
            return loaded;
          },
          (error: unknown) => {
            loading = null;
            failure = error ?? new Error('The module could not be loaded');
            throw error;
          },
        );
      }
      return loading;
    },
    requested: () => loading !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => value,
    failure: () => failure,
  };
}

/** What `module` loaded, or null until it has: the component renders again when it arrives. */
export function useLoaded<T>(module: LoadOnce<T>): T | null {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
