import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';

/**
 * The announcements closed on this device, and by whom (`<organization>:<user id | guest>`).
 * Spec 1 §4 Banner: kept locally for guests; the list resets when the user changes.
 */
type DismissedList = { owner: string; ids: number[] };

function read(): DismissedList | null {
  const text = readStorage(StorageKey.dismissedAnnouncements);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as DismissedList;
    return typeof value?.owner === 'string' && Array.isArray(value.ids) ? value : null;
  } catch {
    return null;
  }
}

/** The ids dismissed by `owner`; another owner's list counts as empty. */
export function readDismissedAnnouncements(owner: string): number[] {
  const list = read();
  return list?.owner === owner ? list.ids : [];
}

/** Adds an id to `owner`'s list, starting a new list when the user changed. */
export function addDismissedAnnouncement(owner: string, id: number): number[] {
  const ids = [...new Set([...readDismissedAnnouncements(owner), id])];
  writeStorage(StorageKey.dismissedAnnouncements, JSON.stringify({ owner, ids }));
  return ids;
}

/** Forgets another user's list as soon as the user changes. */
export function resetDismissedAnnouncementsFor(owner: string): void {
  const list = read();
  if (list && list.owner !== owner) writeStorage(StorageKey.dismissedAnnouncements, null);
}
