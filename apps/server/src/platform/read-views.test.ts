import { describe, expect, it } from 'vitest';
import { offeringsIn, unsafeCourses } from '../modules/courses/index.ts';
import { viewPer } from './read-views.ts';

describe('read views kept per key', () => {
  it('builds a view once per key and hands the same one to every caller', () => {
    const kept = viewPer<number>();
    let builds = 0;
    const view = (orgId: number) => kept(orgId, () => ({ orgId, build: ++builds }));
    expect(view(1)).toBe(view(1));
    expect(view(2)).toEqual({ orgId: 2, build: 2 });
    expect(view(1)).toEqual({ orgId: 1, build: 1 });
    expect(builds).toBe(2);
  });

  it('keeps the modules’ views: one object per organization, each keeping to its own', () => {
    // Compared as booleans: a view is a proxy that the matchers' printing would walk forever.
    const [first, again, other] = [offeringsIn(1), offeringsIn(1), offeringsIn(2)];
    expect(first === again).toBe(true);
    expect(first === other).toBe(false);
    const [courses, coursesAgain] = [unsafeCourses(), unsafeCourses()];
    expect(courses === coursesAgain).toBe(true);
  });
});
