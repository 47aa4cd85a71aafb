import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDismissedAnnouncement,
  readDismissedAnnouncements,
  resetDismissedAnnouncementsFor,
} from './dismissed-announcements.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});

describe('the local list of dismissed announcements', () => {
  it('keeps the ids a guest closed', () => {
    addDismissedAnnouncement('1:guest', 4);
    addDismissedAnnouncement('1:guest', 4);
    addDismissedAnnouncement('1:guest', 7);
    expect(readDismissedAnnouncements('1:guest')).toEqual([4, 7]);
  });

  it('resets when the user changes', () => {
    addDismissedAnnouncement('1:guest', 4);
    expect(readDismissedAnnouncements('1:12')).toEqual([]);
    resetDismissedAnnouncementsFor('1:12');
    expect(readDismissedAnnouncements('1:guest')).toEqual([]);
    addDismissedAnnouncement('1:12', 9);
    expect(readDismissedAnnouncements('1:12')).toEqual([9]);
  });
});
