import { useSyncExternalStore } from 'react';
import { readStorage, StorageKey } from '../lib/local-storage.ts';

/**
 * Spec 1 §4 Instructor view: a flag the sign-in link sets (`student_view`) while an instructor
 * looks at the app as a learner; it hides learner chrome (footer, cookies notice, profile
 * completion). Any stored value other than "false"/"0" counts as on.
 */
export function isInstructorView(): boolean {
  const value = readStorage(StorageKey.instructorView);
  return value !== null && value !== 'false' && value !== '0' && value !== '';
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.instructorView) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}

/** The flag, read again on every render (the shell renders on each navigation) and on changes in other tabs. */
export function useInstructorView(): boolean {
  return useSyncExternalStore(subscribe, isInstructorView, () => false);
}
