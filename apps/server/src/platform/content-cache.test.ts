import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.ts';

/** A load that finishes when the test says so. */
function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('the content cache', () => {
  it('keeps what it read until the database announces a change', async () => {
    const cache = createContentCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.read('a', load)).toEqual({ n: 1 });
    expect(await cache.read('a', load)).toEqual({ n: 1 });
    cache.handlers.content_changed.heard('');
    expect(await cache.read('a', load)).toEqual({ n: 2 });
  });

  it('does not keep a value whose read overlapped a change', async () => {
    const cache = createContentCache();
    const first = pending<{ v: string }>();
    const reading = cache.read('a', () => first.promise);
    cache.handlers.content_changed.heard('');
    first.finish({ v: 'before the change' });
    expect(await reading).toEqual({ v: 'before the change' });
    expect(await cache.read('a', async () => ({ v: 'after' }))).toEqual({ v: 'after' });
  });

  it('keeps nothing while notifications cannot be heard, and forgets what it kept when they can again', async () => {
    const cache = createContentCache();
    await cache.read('a', async () => ({ v: 1 }));
    cache.handlers.content_changed.down();
    expect(await cache.read('a', async () => ({ v: 2 }))).toEqual({ v: 2 });
    expect(await cache.read('a', async () => ({ v: 3 }))).toEqual({ v: 3 });
    cache.handlers.content_changed.up();
    expect(await cache.read('a', async () => ({ v: 4 }))).toEqual({ v: 4 });
    expect(await cache.read('a', async () => ({ v: 5 }))).toEqual({ v: 4 });
  });

  it('reads again a kept value that is no longer fresh', async () => {
    const cache = createContentCache();
    const fresh = (value: { until: number }) => value.until > 10;
    await cache.read('a', async () => ({ until: 5 }), fresh);
    expect(await cache.read('a', async () => ({ until: 20 }), fresh)).toEqual({ until: 20 });
    expect(await cache.read('a', async () => ({ until: 30 }), fresh)).toEqual({ until: 20 });
  });

  it('looks up several keys, and keeps the others only if nothing changed since the lookup', async () => {
    const cache = createContentCache();
    await cache.read('a', async () => ({ id: 'a' }));
    const first = cache.lookup<{ id: string }>(['a', 'b']);
    expect(first.found).toEqual([{ id: 'a' }, undefined]);
    first.keep('b', { id: 'b' });
    expect(cache.lookup(['b']).found).toEqual([{ id: 'b' }]);
    const second = cache.lookup<{ id: string }>(['c']);
    cache.handlers.content_changed.heard('');
    second.keep('c', { id: 'c' });
    expect(cache.lookup(['a', 'b', 'c']).found).toEqual([undefined, undefined, undefined]);
  });

  it('forgets one member’s courses when a change of theirs is announced, everyone’s on a truncate', async () => {
    const cache = createContentCache();
    const courses = (ids: number[]) => async () => ({ enrolled: new Set(ids), wishlisted: new Set<number>() });
    await cache.viewer(1, 7, courses([1]));
    await cache.viewer(1, 8, courses([2]));
    cache.handlers.viewer_changed.heard('1:7');
    expect([...(await cache.viewer(1, 7, courses([1, 3]))).enrolled]).toEqual([1, 3]);
    expect([...(await cache.viewer(1, 8, courses([9]))).enrolled]).toEqual([2]);
    cache.handlers.viewer_changed.heard('*');
    expect([...(await cache.viewer(1, 8, courses([9]))).enrolled]).toEqual([9]);
    // A change of the content forgets no member's courses.
    cache.handlers.content_changed.heard('');
    expect([...(await cache.viewer(1, 8, courses([10]))).enrolled]).toEqual([9]);
  });

  it('keeps a member’s pages until a change of theirs or of the content, and not a read a change overlapped', async () => {
    const cache = createContentCache();
    const page = (v: number) => async () => ({ v });
    await cache.memberPage(1, 7, 'p1', page(1));
    await cache.memberPage(1, 7, 'p2', page(2));
    await cache.memberPage(1, 8, 'p1', page(3));
    expect(await cache.memberPage(1, 7, 'p1', page(99))).toEqual({ v: 1 });
    // Another member's change leaves the member's pages; theirs forgets every page of theirs.
    cache.handlers.viewer_changed.heard('1:8');
    expect(await cache.memberPage(1, 7, 'p2', page(99))).toEqual({ v: 2 });
    expect(await cache.memberPage(1, 8, 'p1', page(4))).toEqual({ v: 4 });
    cache.handlers.viewer_changed.heard('1:7');
    expect(await cache.memberPage(1, 7, 'p1', page(5))).toEqual({ v: 5 });
    expect(await cache.memberPage(1, 7, 'p2', page(6))).toEqual({ v: 6 });
    // The content's change forgets everyone's pages.
    cache.handlers.content_changed.heard('');
    expect(await cache.memberPage(1, 8, 'p1', page(7))).toEqual({ v: 7 });
    // A read that overlapped a change of the member is answered, not kept.
    const slow = pending<{ v: number }>();
    const reading = cache.memberPage(1, 7, 'p3', () => slow.promise);
    cache.handlers.viewer_changed.heard('1:7');
    slow.finish({ v: 8 });
    expect(await reading).toEqual({ v: 8 });
    expect(await cache.memberPage(1, 7, 'p3', page(9))).toEqual({ v: 9 });
    // While notifications cannot be heard, nothing is kept.
    cache.handlers.viewer_changed.down();
    await cache.memberPage(1, 9, 'p1', page(10));
    expect(await cache.memberPage(1, 9, 'p1', page(11))).toEqual({ v: 11 });
  });
});
