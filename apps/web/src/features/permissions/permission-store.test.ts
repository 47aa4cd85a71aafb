import { beforeEach, describe, expect, it } from 'vitest';

class MemoryStorage {
  items = new Map<string, string>();
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

const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
const store = await import('./permission-store.ts');

const catalogue = [{ slug: 'access_courses', contextId: 4, prerequisites: [{ slug: 'lms' }] }];

beforeEach(() => store.resetPermissionStore());

describe('the permission caches', () => {
  it('are missing until loaded, then kept in localStorage', () => {
    expect(store.getPermissionSnapshot('1:guest')).toEqual({ system: null, catalogue: null });
    store.storeSystemPermissions('1:guest', ['lms', 'enabled']);
    store.storePermissionCatalogue('1:guest', catalogue);
    const snapshot = store.getPermissionSnapshot('1:guest');
    expect([...(snapshot.system ?? [])]).toEqual(['enabled', 'lms']);
    expect(snapshot.catalogue?.get('access_courses')).toEqual({ contextId: 4, prerequisites: ['lms'] });
    expect(JSON.parse(storage.getItem('systemPermissions') ?? '{}')).toEqual({
      owner: '1:guest',
      data: ['enabled', 'lms'],
    });
  });

  it("count another user's copy as missing; the catalogue serves the whole organization", () => {
    store.storeSystemPermissions('1:7', ['access_courses']);
    store.storePermissionCatalogue('1:7', catalogue);
    expect(store.getPermissionSnapshot('1:guest').system).toBeNull();
    expect(store.getPermissionSnapshot('1:guest').catalogue).not.toBeNull();
    expect(store.getPermissionSnapshot('2:guest').catalogue).toBeNull();
  });

  it('report a change of the same owner as a refresh, and nothing when the copy is the same', () => {
    const changes: string[] = [];
    const stop = store.onPermissionsChanged((change) => changes.push(`${change.kind} ${change.owner}`));
    expect(store.storeSystemPermissions('1:7', ['b', 'a'])).toBe(false);
    expect(store.storeSystemPermissions('1:7', ['a', 'b'])).toBe(false);
    expect(store.storeSystemPermissions('1:7', ['a'])).toBe(true);
    expect(store.storeSystemPermissions('1:guest', ['a'])).toBe(false);
    stop();
    expect(changes).toEqual(['system 1:7']);
  });
});
