import { useSyncExternalStore } from 'react';

/**
 * What a destructive action that succeeded offers to take back (issue 13, "undoable where the
 * data allows"): the words of what happened, and the inverse call with the calls that exist.
 */
export type UndoOffer = {
  /** What happened, in the user's language: "Member deactivated". */
  message: string;
  /** The inverse call (the caller's mutation: it refreshes what it changed). */
  undo: () => Promise<unknown>;
  /** What the undo did, in the user's language; "Undone." when not given. */
  undoneMessage?: string;
};

export type CurrentUndoOffer = UndoOffer & { id: number };

let current: CurrentUndoOffer | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Offers to undo what just happened, in the snackbar (`UndoSnackbar`). One offer at a time: a
 * newer action's offer replaces the older one, as each can only be read while it shows.
 */
export function offerUndo(offer: UndoOffer): number {
  const id = nextId++;
  current = { ...offer, id };
  emit();
  return id;
}

/** Takes the offer away (closed, timed out, or undone and read). */
export function dismissUndo(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer showing now, or null. */
export function useUndoOffer(): CurrentUndoOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
